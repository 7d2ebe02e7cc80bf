import { positiveInt, type Settings } from '@storystump/service-kit';

export interface CatalogConfig {
  /** Set: products, prices and checkout come from Stripe. Unset: the built-in catalog and demo orders. */
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Where Stripe's API is: only changed to point the SDK at a local stand-in. */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  /** The shop's public address, for Stripe's return links. */
  publicUrl: string;
  /** How long the product list from Stripe is reused before Stripe is asked again. */
  productCacheMs: number;
  /** How long a Stripe checkout may stay unpaid before its order expires (Stripe allows 30 minutes to 24 hours). */
  paymentWindowMinutes: number;
  /** How often pending orders past their deadline are looked for. */
  orderExpirySweepMs: number;
  /** How many of one stocked product one address, or one account, may hold in unpaid checkouts or buy at once. */
  maxHeldPerAddress: number;
}

export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');

export function readCatalogConfig(env: Settings): CatalogConfig {
  const apiHost = env.STRIPE_API_HOST;
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApi: apiHost
      ? {
          host: apiHost,
          port: Number(env.STRIPE_API_PORT ?? 443),
          protocol: env.STRIPE_API_PROTOCOL === 'http' ? 'http' : 'https',
        }
      : undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    productCacheMs: Number(env.PRODUCT_CACHE_MS ?? 60_000),
    paymentWindowMinutes: Math.min(24 * 60, Math.max(30, positiveInt(env.PAYMENT_WINDOW_MINUTES, 60, 'PAYMENT_WINDOW_MINUTES'))),
    orderExpirySweepMs: positiveInt(env.ORDER_EXPIRY_SWEEP_MS, 60_000, 'ORDER_EXPIRY_SWEEP_MS'),
    maxHeldPerAddress: positiveInt(env.MAX_HELD_PER_ADDRESS, 5, 'MAX_HELD_PER_ADDRESS'),
  };
}
