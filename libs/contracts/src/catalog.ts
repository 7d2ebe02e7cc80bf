import { z } from 'zod';
import { exchange } from './exchange.js';
import { NoInput, requiredText, text } from './fields.js';
import { done } from './reply-fields.js';
import { MAX_CHECKOUT_LINES, MAX_LINE_QUANTITY, MAX_ORDER_QUANTITY } from './limits.js';

export const CatalogSubjects = {
  listProducts: 'catalog.products.list',
  createCheckout: 'catalog.checkout.create',
  stripeWebhook: 'catalog.webhooks.stripe',
} as const;

export const CatalogEvents = {
  /** A product or price changed: any copy of the product list is stale. */
  productsChanged: 'catalog.events.products.changed',
} as const;

export interface ProductsChangedEvent {
  /** What Stripe said changed, e.g. `price.updated`. */
  reason: string;
  changedAt: string;
}

export interface CatalogEventPayloads {
  [CatalogEvents.productsChanged]: ProductsChangedEvent;
}

/** Catalog's BullMQ queues. */
export const CatalogQueues = {
  /** Expires Stripe checkouts whose payment window closed unpaid (a Job Scheduler runs it). */
  expireUnpaidOrders: 'catalog.expire-unpaid-orders',
} as const;

const quantityMessage = `must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

export const CheckoutLine = z.object({
  /** The price's id (the provider's price reference). Amounts never come from the client. */
  price: requiredText(255),
  quantity: z
    .number({ error: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(MAX_LINE_QUANTITY, quantityMessage),
});

export const CheckoutInput = z.object({
  items: z
    .array(CheckoutLine, { error: 'must be a list of { price, quantity }' })
    .min(1, 'must not be empty: the basket has nothing in it')
    .max(MAX_CHECKOUT_LINES, `must have at most ${MAX_CHECKOUT_LINES} lines`)
    // Only once every line's own quantity is valid: a bad line is reported for itself.
    .refine(
      (lines) =>
        lines.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) ||
        lines.reduce((sum, line) => sum + line.quantity, 0) <= MAX_ORDER_QUANTITY,
      `must add up to at most ${MAX_ORDER_QUANTITY} characters in one order`,
    ),
});
export type CheckoutInput = z.infer<typeof CheckoutInput>;

export const StripeWebhookInput = z.object({
  /** The body exactly as Stripe sent it: the signature is over these bytes. */
  payload: text(512 * 1024),
  signature: text(4096),
});
export type StripeWebhookInput = z.infer<typeof StripeWebhookInput>;

export const ProductPrice = z.object({
  id: z.string(),
  /** In minor units (pence). */
  amount: z.number().int(),
});
export type ProductPrice = z.infer<typeof ProductPrice>;

/** A product as the shop shows it; `price` is the default price in minor units, null when unset. */
export const Product = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  price: z.number().int().nullable(),
  prices: z.array(ProductPrice),
  priceId: z.string().nullable(),
  active: z.boolean(),
});
export type Product = z.infer<typeof Product>;

export const CheckoutReply = z.object({
  /** Where to send the shopper: Stripe Checkout, or the success page of a demo order. */
  url: z.string(),
});
export type CheckoutReply = z.infer<typeof CheckoutReply>;

export const catalogContract = {
  [CatalogSubjects.listProducts]: exchange(NoInput, z.array(Product)),
  [CatalogSubjects.createCheckout]: exchange(CheckoutInput, CheckoutReply),
  [CatalogSubjects.stripeWebhook]: exchange(StripeWebhookInput, done('received')),
} as const;
