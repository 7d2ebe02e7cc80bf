import { Logger } from '@nestjs/common';
import type { CheckoutReply, RequestContext } from '@storystump/contracts';
import { createHash } from 'node:crypto';
import { isUniqueViolation } from '@storystump/service-kit';
import type { Stripe } from 'stripe';
import type { OrderEntity } from '../orders/order.entity.js';
import type { OrdersService } from '../orders/orders.service.js';
import { OrderErrors } from '../orders/orders.errors.js';
import { CheckoutErrors } from './checkout.errors.js';
import type { Customer, Payments, PricedLine } from './payments.js';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A Stripe Checkout Session, and a pending order for it that holds its stock; Stripe's webhook
 * marks it paid, and it expires (here and at Stripe) when the payment window closes unpaid.
 */
export class StripeCheckoutPayments implements Payments {
  readonly mode = 'stripe' as const;
  private readonly logger = new Logger(StripeCheckoutPayments.name);

  constructor(
    private readonly stripe: Stripe,
    private readonly orders: OrdersService,
    private readonly publicUrl: string,
    private readonly paymentWindowMinutes: number,
  ) {}

  async start(ctx: RequestContext, lines: PricedLine[], customer: Customer): Promise<CheckoutReply> {
    const lineItems = lines.map((line) => ({ price: line.priceId, quantity: line.quantity }));
    const idempotencyKey = createHash('sha256')
      .update(`${ctx.requestId}:${JSON.stringify(lineItems)}`)
      .digest('hex');
    const expiresAt = new Date(Date.now() + this.paymentWindowMinutes * 60_000);
    const orderId = await this.orders.recordPendingOrder(lines, customer, expiresAt);
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          success_url: `${this.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${this.publicUrl}/shop`,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          client_reference_id: orderId,
          ...(customer.email ? { customer_email: customer.email } : {}),
        },
        { idempotencyKey },
      );
    } catch (error) {
      this.logger.error(`Stripe refused the checkout: ${reasonOf(error)}`);
      await this.orders.abandon(orderId);
      throw CheckoutErrors.providerFailed();
    }
    if (!session.url) {
      await this.orders.abandon(orderId);
      throw CheckoutErrors.providerFailed();
    }
    try {
      await this.orders.attachStripeSession(orderId, session.id);
    } catch (error) {
      // A retried request got the session of its first attempt back from Stripe: that order stands.
      if (!isUniqueViolation(error, 'orders_stripe_session_key')) throw error;
      await this.orders.abandon(orderId);
    }
    return { url: session.url };
  }

  async refund(order: OrderEntity): Promise<void> {
    if (!order.stripePaymentIntent) throw OrderErrors.noStripePayment();
    try {
      await this.stripe.refunds.create(
        { payment_intent: order.stripePaymentIntent, reason: 'requested_by_customer' },
        { idempotencyKey: `refund-${order.id}` },
      );
    } catch (error) {
      // Refunded in Stripe's dashboard already, its webhook still on its way: the order is marked now.
      if ((error as { code?: string }).code === 'charge_already_refunded') return;
      this.logger.error(`Stripe refused the refund of order ${order.id}: ${reasonOf(error)}`);
      throw OrderErrors.refundFailed();
    }
  }
}
