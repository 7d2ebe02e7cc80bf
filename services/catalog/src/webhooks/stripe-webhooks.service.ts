import { Inject, Injectable, Logger } from '@nestjs/common';
import { CatalogEvents, WebhookOps, type RequestContext, type StripeWebhookInput } from '@storystump/contracts';
import { Handles, Outbox } from '@storystump/service-kit';
import type { Stripe } from 'stripe';
import { CATALOG_CONFIG, type CatalogConfig } from '../catalog-config.js';
import { OrdersService, type CompletedStripeCheckout } from '../orders/orders.service.js';
import { PRODUCT_CATALOG, type ProductCatalog } from '../products/product-catalog.js';
import { STRIPE_CLIENT } from '../stripe-client.js';
import { WebhookErrors } from './stripe-webhooks.errors.js';

/** Stripe writes a related object as its id, or as the object itself when expanded. */
const idOf = (related: string | { id: string } | null | undefined): string | null =>
  typeof related === 'string' ? related : (related?.id ?? null);

const completedCheckoutOf = (session: Stripe.Checkout.Session): CompletedStripeCheckout => ({
  sessionId: session.id,
  customerEmail: session.customer_details?.email ?? null,
  paymentIntent: idOf(session.payment_intent),
  totalAmount: session.amount_total ?? 0,
  currency: session.currency ?? 'gbp',
});

@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger(StripeWebhooksService.name);

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly orders: OrdersService,
    @Inject(PRODUCT_CATALOG) private readonly catalog: ProductCatalog,
    private readonly outbox: Outbox,
  ) {}

  /** Verifies the signature over the exact bytes Stripe sent, then acts on the events we use. */
  @Handles(WebhookOps.stripe)
  async handle(_ctx: RequestContext, input: StripeWebhookInput): Promise<{ received: true }> {
    const secret = this.config.stripeWebhookSecret;
    if (!this.stripe || !secret) throw WebhookErrors.notConfigured();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(input.payload, input.signature, secret);
    } catch {
      throw WebhookErrors.badSignature();
    }
    if (event.type === 'checkout.session.completed') return this.recordCompletedCheckout(event);
    if (event.type === 'checkout.session.async_payment_succeeded') return this.recordPayment(event);
    if (event.type === 'checkout.session.async_payment_failed') return this.recordFailedPayment(event);
    if (event.type === 'checkout.session.expired') return this.recordExpiry(event);
    if (event.type === 'charge.refunded') return this.recordRefund(event);
    if (/^(product|price)\./.test(event.type)) return this.productsChanged(event);
    this.logger.log(`Stripe event ${event.id} (${event.type}) needs nothing from this shop`);
    return { received: true };
  }

  /** Completed is paid, unless the buyer chose a method that settles later: then the order waits for its word. */
  private async recordCompletedCheckout(event: Stripe.CheckoutSessionCompletedEvent): Promise<{ received: true }> {
    const session = event.data.object;
    if (session.payment_status !== 'unpaid') return this.recordPayment(event);
    const outcome = await this.orders.markStripeOrderAwaitingPayment(completedCheckoutOf(session));
    this.logCheckoutOutcome(event.id, session.id, outcome, {
      changed: `Order for ${session.id} awaits its delayed payment`,
      unchanged: `Stripe event ${event.id}: the order for ${session.id} is not waiting for a payment; nothing changed`,
    });
    return { received: true };
  }

  private async recordPayment(
    event: Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent,
  ): Promise<{ received: true }> {
    const session = event.data.object;
    const outcome = await this.orders.markStripeOrderPaid(completedCheckoutOf(session));
    if (outcome?.oversold)
      this.logger.warn(`Order for ${session.id} was paid after its stock had gone to other shoppers: it is flagged oversold`);
    this.logCheckoutOutcome(event.id, session.id, outcome, {
      changed: `Order for ${session.id} paid`,
      unchanged: `Order for ${session.id} was already paid`,
    });
    return { received: true };
  }

  private async recordFailedPayment(event: Stripe.CheckoutSessionAsyncPaymentFailedEvent): Promise<{ received: true }> {
    const session = event.data.object;
    const outcome = await this.orders.markStripePaymentFailed(session.id, session.customer_details?.email ?? null);
    this.logCheckoutOutcome(event.id, session.id, outcome, {
      changed: `The delayed payment for ${session.id} failed: its order is off and its buyer told`,
      unchanged: `Stripe event ${event.id}: the order for ${session.id} was not waiting for a payment; nothing changed`,
    });
    return { received: true };
  }

  /** What an event about a checkout did to its order: nothing of this shop's, a change, or nothing new. */
  private logCheckoutOutcome(
    eventId: string,
    sessionId: string,
    outcome: { changed: boolean } | null,
    lines: { changed: string; unchanged: string },
  ): void {
    this.logger.log(
      outcome === null
        ? `Stripe event ${eventId}: checkout ${sessionId} is not one of this shop's; acknowledged and ignored`
        : outcome.changed
          ? lines.changed
          : lines.unchanged,
    );
  }

  /** A product or price changed at Stripe: the list is fetched afresh, and every copy of it is dropped. */
  private async productsChanged(event: Stripe.Event): Promise<{ received: true }> {
    this.catalog.forget();
    await this.outbox.transaction((_tx, emit) =>
      emit(CatalogEvents.productsChanged, { reason: event.type, changedAt: new Date(event.created * 1000).toISOString() }),
    );
    return { received: true };
  }

  /** Refunded in Stripe's dashboard (or by the admin's button): the order follows, once. Part refunds leave it paid. */
  private async recordRefund(event: Stripe.ChargeRefundedEvent): Promise<{ received: true }> {
    const charge = event.data.object;
    const paymentIntent = idOf(charge.payment_intent);
    if (!charge.refunded || !paymentIntent) {
      this.logger.log(`Stripe event ${event.id}: a part refund of ${charge.id}; the order stays paid`);
      return { received: true };
    }
    const outcome = await this.orders.markRefunded({ paymentIntent });
    this.logger.log(
      outcome.changed ? `Order ${outcome.id} refunded at Stripe` : `Stripe event ${event.id}: no paid order of this shop to mark`,
    );
    return { received: true };
  }

  private async recordExpiry(event: Stripe.CheckoutSessionExpiredEvent): Promise<{ received: true }> {
    const outcome = await this.orders.markStripeOrderExpired(event.data.object.id);
    if (outcome === null) this.logger.log(`Stripe event ${event.id}: not one of this shop's checkouts; ignored`);
    return { received: true };
  }
}
