import { Controller, Headers, Param, Res } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { HostOps, HostRoutes, HostTokenInput, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { badgeSvg } from './host-badge-svg.js';
import { answerBadge, KeptBadges } from './kept-badges.js';

const SVG = { type: 'image/svg+xml', schema: { type: 'string' } };

/**
 * A host's badge, drawn here and kept a minute by token (see KeptBadges: a kept one is answered
 * before this controller is reached). A replaced link's badge goes within that minute.
 */
@Controller()
export class HostBadgeController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly badges: KeptBadges,
  ) {}

  @Declared(HostRoutes.badge)
  @ApiParam({ name: 'token', type: String, description: "The host's portal token, from its link" })
  @Replies({ media: SVG, description: 'The badge, an SVG image' })
  async badge(
    @Ctx() ctx: RequestContext,
    @Param(new ZodBody(HostTokenInput)) { token }: HostTokenInput,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const badge =
      this.badges.fresh(token) ?? this.badges.keep(token, badgeSvg(await this.rpc.send(HostOps.badge.subject, ctx, { token })));
    await answerBadge(reply, badge, ifNoneMatch);
  }
}
