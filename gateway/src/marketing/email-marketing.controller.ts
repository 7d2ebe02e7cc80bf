import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { BulkEmailInput, MarketingSubjects, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { AdminOnly } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiInput } from '../docs/api-docs.js';
import { UuidParam } from '../validation/uuid-param.pipe.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { RepliesAs } from '../docs/replies.js';

@ApiTags('marketing')
@ApiBearerAuth()
@AdminOnly()
@Controller('email-marketing')
export class EmailMarketingController {
  constructor(private readonly rpc: RpcClient) {}

  /** Accepted at once, whatever the list's size: the campaign's own route shows its progress. */
  @Post('send-bulk-email')
  @HttpCode(202)
  @ApiInput(BulkEmailInput)
  @RepliesAs(MarketingSubjects.sendBulkEmail)
  send(@Ctx() ctx: RequestContext, @Body(new ZodBody(BulkEmailInput)) input: BulkEmailInput) {
    return this.rpc.send(MarketingSubjects.sendBulkEmail, ctx, input);
  }

  @Get('campaigns')
  @RepliesAs(MarketingSubjects.listCampaigns)
  list(@Ctx() ctx: RequestContext) {
    return this.rpc.send(MarketingSubjects.listCampaigns, ctx, undefined);
  }

  @Get('campaigns/:id')
  @RepliesAs(MarketingSubjects.getCampaign)
  get(@Ctx() ctx: RequestContext, @Param('id', new UuidParam()) id: string) {
    return this.rpc.send(MarketingSubjects.getCampaign, ctx, { id });
  }
}
