import { Controller, Query, Res } from '@nestjs/common';
import { ConfirmInterestInput, InterestRoutes, MarketingSubjects, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { HTML_PAGE, htmlPage } from './html-page.js';

/** The link of the confirmation mail: following it confirms the address, and a page says so (not naming it). */
@Controller()
export class ConfirmInterestController {
  constructor(private readonly rpc: RpcClient) {}

  @Declared(InterestRoutes.confirm)
  @Replies({ media: HTML_PAGE, description: 'A page saying the address is confirmed' })
  async confirm(
    @Ctx() ctx: RequestContext,
    @Query(new ZodBody(ConfirmInterestInput)) query: ConfirmInterestInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.rpc.send(MarketingSubjects.confirmInterest, ctx, query);
    void reply.type('text/html; charset=utf-8');
    return htmlPage('Thank you: your address is confirmed', '<p>You will get our news by e-mail.</p>');
  }
}
