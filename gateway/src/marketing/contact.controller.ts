import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ContactEnquiryInput, MarketingSubjects, StumpEnquiryInput, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { AdminOnly, Public } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiInput } from '../docs/api-docs.js';
import { RateLimited } from '../rate-limit/rate-limited.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { RepliesAs } from '../docs/replies.js';

/** Enquiries are stored, then mailed to the shop's inbox by a job: a mail server being down loses none. */
@ApiTags('marketing')
@Controller('contact')
export class ContactController {
  constructor(private readonly rpc: RpcClient) {}

  /** A tree stump enquiry. */
  @Public()
  @RateLimited('enquiry')
  @Post()
  @ApiInput(StumpEnquiryInput)
  @RepliesAs(MarketingSubjects.stumpEnquiry)
  stump(@Ctx() ctx: RequestContext, @Body(new ZodBody(StumpEnquiryInput)) input: StumpEnquiryInput) {
    return this.rpc.send(MarketingSubjects.stumpEnquiry, ctx, input);
  }

  @Public()
  @RateLimited('enquiry')
  @Post('enquire')
  @ApiInput(ContactEnquiryInput)
  @RepliesAs(MarketingSubjects.contactEnquiry)
  enquire(@Ctx() ctx: RequestContext, @Body(new ZodBody(ContactEnquiryInput)) input: ContactEnquiryInput) {
    return this.rpc.send(MarketingSubjects.contactEnquiry, ctx, input);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Get('enquiries')
  @RepliesAs(MarketingSubjects.listEnquiries)
  list(@Ctx() ctx: RequestContext) {
    return this.rpc.send(MarketingSubjects.listEnquiries, ctx, undefined);
  }
}
