import { Controller, Query, Res } from '@nestjs/common';
import { InterestOps, UnsubscribeInput, UnsubscribeRoutes, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { Ctx } from '../auth/request-context.decorator.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';
import { answerPage, buttonForm, HTML_PAGE } from './html-page.js';

/**
 * The signed link in every campaign mail. Following it shows a page with a button, since mail
 * scanners follow links too; the button, and a mail client's one-click unsubscribe (RFC 8058),
 * POST to the same address, which unsubscribes. Neither answer names the address.
 */
@Controller()
export class UnsubscribeController {
  constructor(private readonly rpc: RpcClient) {}

  @Declared(UnsubscribeRoutes.confirm)
  @Replies({ media: HTML_PAGE, description: 'A page asking to confirm with a button; nothing changes yet' })
  async confirm(
    @Ctx() ctx: RequestContext,
    @Query(new ZodBody(UnsubscribeInput)) query: UnsubscribeInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.rpc.send(InterestOps.checkUnsubscribeLink.subject, ctx, query);
    return answerPage(
      reply,
      'Unsubscribe from our news?',
      `<p>You will not get our news by e-mail any more.</p>
${buttonForm(`/api/${UnsubscribeRoutes.unsubscribe.path}`, query, 'Unsubscribe')}`,
    );
  }

  @Declared(UnsubscribeRoutes.unsubscribe)
  @Replies({ media: HTML_PAGE, description: 'A page saying the address is unsubscribed' })
  async unsubscribe(
    @Ctx() ctx: RequestContext,
    @Query(new ZodBody(UnsubscribeInput)) query: UnsubscribeInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.rpc.send(InterestOps.unsubscribe.subject, ctx, query);
    return answerPage(reply, 'You have been unsubscribed', '<p>You will not get our news by e-mail any more.</p>');
  }
}
