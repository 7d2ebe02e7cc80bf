import { Stripe } from 'stripe';
import type { CatalogConfig } from './catalog-config.js';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The official SDK; host, port and protocol change only to reach a local stand-in in tests. */
export function createStripeClient(config: CatalogConfig): Stripe | null {
  if (!config.stripeSecretKey) return null;
  return new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'Storystump' },
    ...(config.stripeApi ?? {}),
  });
}
