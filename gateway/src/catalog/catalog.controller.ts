import { Controller, Headers, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBody, ApiHeader } from '@nestjs/swagger';
import { CatalogRoutes, WebhookOps, type RequestContext } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import type { FastifyRequest } from 'fastify';
import { Ctx } from '../auth/request-context.decorator.js';
import { RepliesAs } from '../docs/replies.js';
import { PublicReads } from '../public-reads/public-reads.js';
import { Declared } from '../routes/declared.decorator.js';

@Controller()
export class CatalogController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicReads: PublicReads,
  ) {}

  /** Stripe's signature covers the exact bytes it sent, so those go on to the catalog untouched. */
  @Declared(CatalogRoutes.stripeWebhook)
  @ApiHeader({ name: 'stripe-signature', required: true, description: "Stripe's signature of the exact body" })
  @ApiBody({ description: 'A Stripe event, as Stripe sends it', schema: { type: 'object', additionalProperties: true } })
  @RepliesAs(WebhookOps.stripe.subject)
  async webhook(
    @Ctx() ctx: RequestContext,
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    const answer = await this.rpc.send(WebhookOps.stripe.subject, ctx, {
      payload: request.rawBody?.toString('utf8') ?? '',
      signature: signature ?? '',
    });
    // Whatever changed is seen by this copy before Stripe hears it was received; others hear catalog's event.
    this.publicReads.forget('products');
    return answer;
  }
}
