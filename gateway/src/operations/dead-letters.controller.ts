import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DeadLettersQuery, DeadLetterView, MAX_DEAD_LETTERS_PAGE, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { z } from 'zod';
import { AdminOnly } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';
import { ZodBody } from '../validation/zod-body.pipe.js';

@ApiTags('operations')
@ApiBearerAuth()
@Controller('dead-letters')
export class DeadLettersController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** What every service's consumers set aside, newest first: each service is asked for its own. */
  @AdminOnly()
  @Get()
  @ApiQuery({ name: 'limit', required: false, description: `At most this many (default 100, at most ${MAX_DEAD_LETTERS_PAGE})` })
  @Replies({ json: z.array(DeadLetterView) })
  async list(@Ctx() ctx: RequestContext, @Query(new ZodBody(DeadLettersQuery)) { limit }: DeadLettersQuery) {
    const lists = await Promise.all(this.config.services.map((service) => this.rpc.deadLetters(service, ctx, limit)));
    return lists
      .flat()
      .sort((a, b) => b.parkedAt.localeCompare(a.parkedAt) || b._id.localeCompare(a._id))
      .slice(0, limit);
  }
}
