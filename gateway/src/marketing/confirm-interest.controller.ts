import { Controller, Query, Res } from '@nestjs/common';
import { ConfirmInterestInput, InterestRoutes, InterestOps, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { Ctx } from '../auth/request-context.decorator.js';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { answerPage, buttonForm, HTML_PAGE } from './html-page.js';

/**
 * The link of the confirmation mail. Following it (or a mail scanner's GET or HEAD) shows a page
 * with a button and changes nothing; the button POSTs to the same address, which confirms. Neither
 * answer names the address.
 */
@Controller()
export class ConfirmInterestController {
  constructor(private readonly rpc: RpcClient) {}

  @Declared(InterestRoutes.confirm)
  @Replies({ media: HTML_PAGE, description: 'A page asking to confirm with a button; nothing changes yet' })
  async confirm(
    @Ctx() ctx: RequestContext,
    @Query(new ZodBody(ConfirmInterestInput)) query: ConfirmInterestInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.rpc.send(InterestOps.checkConfirmationLink.subject, ctx, query);
    return answerPage(
      reply,
      'Would you like news from Storystump?',
      `<p>Confirm your address, and you will get our news by e-mail.</p>
${buttonForm(`/api/${InterestRoutes.confirmAddress.path}`, query, 'Confirm')}`,
    );
  }

  @Declared(InterestRoutes.confirmAddress)
  @Replies({ media: HTML_PAGE, description: 'A page saying the address is confirmed' })
  async confirmAddress(
    @Ctx() ctx: RequestContext,
    @Query(new ZodBody(ConfirmInterestInput)) query: ConfirmInterestInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.rpc.send(InterestOps.confirm.subject, ctx, query);
    return answerPage(reply, 'Thank you: your address is confirmed', '<p>You will get our news by e-mail.</p>');
  }
}
