import { Controller, Query, Req, Res } from '@nestjs/common';
import { CampaignLinkInput, CampaignRoutes, type RequestContext, CampaignOps } from '@storystump/contracts';
import { ClientAddressDigest, RpcClient } from '@storystump/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';

/**
 * Every link of a campaign mail: counted for its campaign and sent on to where it leads. The link
 * is the same in every reader's mail, so a follow says nothing of who followed it. One client's
 * repeats within a minute count once: the service is told a keyed digest of the client's address, never
 * the address. A HEAD (a link checker's look) is sent on and counts nothing.
 */
@Controller()
export class CampaignLinkController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly addressDigest: ClientAddressDigest,
  ) {}

  @Declared(CampaignRoutes.follow)
  @Replies({ status: 302, description: 'Sent on to the address of the link (Location)' })
  async follow(
    @Ctx() ctx: RequestContext,
    @Query(new ZodBody(CampaignLinkInput)) query: CampaignLinkInput,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const follower = request.method === 'HEAD' ? undefined : this.addressDigest.of(request.ip);
    const { url } = await this.rpc.send(CampaignOps.followLink.subject, ctx, { ...query, follower });
    await reply.header('cache-control', 'no-store').redirect(url, 302);
  }
}
