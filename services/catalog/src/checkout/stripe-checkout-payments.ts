import { Logger } from '@nestjs/common';
import type { CheckoutReply, RequestContext } from '@storystump/contracts';
import { createHash } from 'node:crypto';
import type { Stripe } from 'stripe';
import type { OrdersService } from '../orders/orders.service.js';
import { CheckoutErrors } from './checkout.errors.js';
import type { Payments, PricedLine } from './payments.js';

/**
 * A Stripe Checkout Session, and a pending order for it; Stripe's webhook marks it paid, and it
 * expires (here and at Stripe) when the payment window closes unpaid.
 */
export class StripeCheckoutPayments implements Payments {
  private readonly logger = new Logger(StripeCheckoutPayments.name);

  constructor(
    private readonly stripe: Stripe,
    private readonly orders: OrdersService,
    private readonly publicUrl: string,
    private readonly paymentWindowMinutes: number,
  ) {}

  async start(ctx: RequestContext, lines: PricedLine[]): Promise<CheckoutReply> {
    const lineItems = lines.map((line) => ({ price: line.priceId, quantity: line.quantity }));
    const idempotencyKey = createHash('sha256')
      .update(`${ctx.requestId}:${JSON.stringify(lineItems)}`)
      .digest('hex');
    const expiresAt = new Date(Date.now() + this.paymentWindowMinutes * 60_000);
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          success_url: `${this.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${this.publicUrl}/shop`,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
        },
        { idempotencyKey },
      );
    } catch (error) {
      this.logger.error(`Stripe refused the checkout: ${error instanceof Error ? error.message : String(error)}`);
      throw CheckoutErrors.providerFailed();
    }
    if (!session.url) throw CheckoutErrors.providerFailed();
    await this.orders.recordPendingStripeOrder(session.id, lines, expiresAt);
    return { url: session.url };
  }
}
