import { Body, Controller, Get, Headers, HttpCode, Post, Req, Res, type RawBodyRequest } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiTags } from '@nestjs/swagger';
import { CatalogSubjects, CheckoutInput, rpcContract, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../auth/access.decorators.js';
import { Ctx } from '../auth/request-context.decorator.js';
import { ApiInput } from '../docs/api-docs.js';
import { IgnoresIdempotencyKey } from '../idempotency/idempotency-key.js';
import { RateLimited } from '../rate-limit/rate-limited.decorator.js';
import { PublicReads } from '../public-reads/public-reads.js';
import { ZodBody } from '../validation/zod-body.pipe.js';
import { Replies, RepliesAs, NOT_MODIFIED } from '../docs/replies.js';

@ApiTags('catalog')
@Public()
// The spec's URLs say stripe; behind them is the catalog service, with or without Stripe.
@Controller('stripe')
export class CatalogController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicReads: PublicReads,
  ) {}

  /** Answered by the gateway from its copy of the list (see PublicReads), with an ETag. */
  @Get('products')
  @Replies({ json: rpcContract[CatalogSubjects.listProducts].reply }, NOT_MODIFIED)
  products(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.publicReads.answer('products', request, reply);
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  @RateLimited('checkout')
  @ApiInput(CheckoutInput)
  @RepliesAs(CatalogSubjects.createCheckout)
  createCheckoutSession(@Ctx() ctx: RequestContext, @Body(new ZodBody(CheckoutInput)) input: CheckoutInput) {
    return this.rpc.send(CatalogSubjects.createCheckout, ctx, input);
  }

  /** Stripe's signature covers the exact bytes it sent, so those go on to the catalog untouched. */
  @Post('webhook')
  @HttpCode(200)
  @ApiHeader({ name: 'stripe-signature', required: true, description: "Stripe's signature of the exact body" })
  @ApiBody({ description: 'A Stripe event, as Stripe sends it', schema: { type: 'object', additionalProperties: true } })
  @IgnoresIdempotencyKey()
  @RepliesAs(CatalogSubjects.stripeWebhook)
  async webhook(
    @Ctx() ctx: RequestContext,
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    const answer = await this.rpc.send(CatalogSubjects.stripeWebhook, ctx, {
      payload: request.rawBody?.toString('utf8') ?? '',
      signature: signature ?? '',
    });
    // Whatever changed is seen by this copy before Stripe hears it was received; others hear catalog's event.
    this.publicReads.forget('products');
    return answer;
  }
}
