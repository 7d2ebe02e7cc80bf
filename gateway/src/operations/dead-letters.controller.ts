import { Controller, Inject, Query } from '@nestjs/common';
import { DeadLettersQuery, DeadLetterView, OperationsRoutes, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { z } from 'zod';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';
import { Declared } from '../routes/declared.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';

@Controller()
export class DeadLettersController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** What every service's consumers set aside, newest first: each service is asked for its own. */
  @Declared(OperationsRoutes.deadLetters)
  @Replies({ json: z.array(DeadLetterView) })
  async list(@Ctx() ctx: RequestContext, @Query(new ZodBody(DeadLettersQuery)) { limit }: DeadLettersQuery) {
    const lists = await Promise.all(this.config.services.map((service) => this.rpc.deadLetters(service, ctx, limit)));
    return lists
      .flat()
      .sort((a, b) => b.parkedAt.localeCompare(a.parkedAt) || b._id.localeCompare(a._id))
      .slice(0, limit);
  }
}
