import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { InterestInput, MarketingSubjects, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { AdminOnly, Public } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiInput } from '../docs/api-docs.js';
import { RateLimited } from '../rate-limit/rate-limited.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { RepliesAs } from '../docs/replies.js';

@ApiTags('marketing')
@Controller('interest')
export class InterestsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Signing up twice is a success too: one address, one row. */
  @Public()
  @RateLimited('enquiry')
  @Post('register-interest')
  @HttpCode(200)
  @ApiInput(InterestInput)
  @RepliesAs(MarketingSubjects.registerInterest)
  register(@Ctx() ctx: RequestContext, @Body(new ZodBody(InterestInput)) input: InterestInput) {
    return this.rpc.send(MarketingSubjects.registerInterest, ctx, input);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Get('interests')
  @RepliesAs(MarketingSubjects.listInterests)
  list(@Ctx() ctx: RequestContext) {
    return this.rpc.send(MarketingSubjects.listInterests, ctx, undefined);
  }
}
