import { Controller, Inject, Query, Req, Res } from '@nestjs/common';
import { deadLetterCursor, DeadLettersQuery, DeadLetterView, OperationsRoutes, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';
import { Declared } from '../routes/declared.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { mergedDeadLetters } from './merged-dead-letters.js';

@Controller()
export class DeadLettersController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * What every service's consumers set aside, newest first, a page at a time: each service is
   * asked for its own page after the cursor, and a `Link` header names the next page.
   */
  @Declared(OperationsRoutes.deadLetters)
  @Replies({ json: z.array(DeadLetterView) })
  async list(
    @Ctx() ctx: RequestContext,
    @Query(new ZodBody(DeadLettersQuery)) query: DeadLettersQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const pages = await Promise.all(this.config.services.map((service) => this.rpc.deadLetters(service, ctx, query)));
    const { letters, more } = mergedDeadLetters(pages, query.limit);
    const last = letters.at(-1);
    if (more && last) {
      const next = `${request.url.split('?')[0]}?limit=${query.limit}&cursor=${encodeURIComponent(deadLetterCursor(last))}`;
      void reply.header('link', `<${next}>; rel="next"`);
    }
    return letters;
  }
}
