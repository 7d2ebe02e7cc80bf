import { Inject, Injectable, Logger } from '@nestjs/common';
import type { StripeWebhookInput } from '@storystump/contracts';
import type { Stripe } from 'stripe';
import { CATALOG_CONFIG, type CatalogConfig } from '../catalog-config.js';
import { OrdersService } from '../orders/orders.service.js';
import { STRIPE_CLIENT } from '../stripe-client.js';
import { WebhookErrors } from './stripe-webhooks.errors.js';

@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger(StripeWebhooksService.name);

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly orders: OrdersService,
  ) {}

  /** Verifies the signature over the exact bytes Stripe sent, then acts on the events we use. */
  async handle(input: StripeWebhookInput): Promise<{ received: true }> {
    const secret = this.config.stripeWebhookSecret;
    if (!this.stripe || !secret) throw WebhookErrors.notConfigured();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(input.payload, input.signature, secret);
    } catch {
      throw WebhookErrors.badSignature();
    }
    if (event.type === 'checkout.session.completed') await this.recordOrder(this.stripe, event.data.object);
    return { received: true };
  }

  private async recordOrder(stripe: Stripe, session: Stripe.Checkout.Session): Promise<void> {
    const lines = [];
    for await (const item of stripe.checkout.sessions.listLineItems(session.id, { limit: 100 })) {
      lines.push({
        priceId: item.price?.id ?? 'unknown',
        productName: item.description ?? 'Product',
        unitAmount: item.price?.unit_amount ?? 0,
        quantity: item.quantity ?? 1,
      });
    }
    const { recorded } = await this.orders.recordStripeOrder({
      sessionId: session.id,
      customerEmail: session.customer_details?.email ?? null,
      totalAmount: session.amount_total ?? 0,
      currency: session.currency ?? 'gbp',
      lines,
    });
    this.logger.log(recorded ? `Order recorded for ${session.id}` : `Order for ${session.id} was already recorded`);
  }
}
