import { Logger } from '@nestjs/common';
import type { CheckoutReply, RequestContext } from '@storystump/contracts';
import { createHash } from 'node:crypto';
import type { Stripe } from 'stripe';
import { CheckoutErrors } from './checkout.errors.js';
import type { Payments, PricedLine } from './payments.js';

/** A Stripe Checkout Session; the order is recorded when Stripe's webhook says it was paid. */
export class StripeCheckoutPayments implements Payments {
  private readonly logger = new Logger(StripeCheckoutPayments.name);

  constructor(
    private readonly stripe: Stripe,
    private readonly publicUrl: string,
  ) {}

  async start(ctx: RequestContext, lines: PricedLine[]): Promise<CheckoutReply> {
    const lineItems = lines.map((line) => ({ price: line.priceId, quantity: line.quantity }));
    const idempotencyKey = createHash('sha256')
      .update(`${ctx.requestId}:${JSON.stringify(lineItems)}`)
      .digest('hex');
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          success_url: `${this.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${this.publicUrl}/shop`,
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
      return { url: session.url };
    } catch (error) {
      this.logger.error(`Stripe refused the checkout: ${error instanceof Error ? error.message : String(error)}`);
      throw CheckoutErrors.providerFailed();
    }
  }
}
