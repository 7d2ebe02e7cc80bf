import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MarketingSubjects, UnsubscribeInput, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiQueryInput } from '../docs/api-docs.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { Replies, RepliesAs } from '../docs/replies.js';

const page = (heading: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>${heading}</h1><p>${text}</p><p><a href="/">Back to the shop</a></p></body></html>`;

/**
 * The signed link in every campaign mail. A person following it gets a page; a mail client's
 * one-click unsubscribe (RFC 8058) POSTs to the same address.
 */
@ApiTags('marketing')
@Public()
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiQueryInput(UnsubscribeInput)
  @Replies({ media: { type: 'text/html', schema: { type: 'string' } }, description: 'A page saying the address is unsubscribed' })
  async page(
    @Ctx() ctx: RequestContext,
    @Query(new ZodBody(UnsubscribeInput)) query: UnsubscribeInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.rpc.send(MarketingSubjects.unsubscribe, ctx, query);
    void reply.type('text/html; charset=utf-8');
    return page('You have been unsubscribed', 'You will not get our news by e-mail any more.');
  }

  @Post()
  @HttpCode(200)
  @ApiQueryInput(UnsubscribeInput)
  @RepliesAs(MarketingSubjects.unsubscribe)
  oneClick(@Ctx() ctx: RequestContext, @Query(new ZodBody(UnsubscribeInput)) query: UnsubscribeInput) {
    return this.rpc.send(MarketingSubjects.unsubscribe, ctx, query);
  }
}
