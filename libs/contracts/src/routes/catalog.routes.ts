import { CatalogSubjects, CheckoutInput } from '../catalog.js';
import { route } from './route.js';

// The shop's URLs say stripe, as its clients know them; behind them is the catalog service, with or without Stripe.
export const CatalogRoutes = {
  products: route({
    method: 'GET',
    path: 'stripe/products',
    access: 'public',
    summary: 'The shop: active products with their prices (cached, ETag)',
    tag: 'catalog',
    subject: CatalogSubjects.listProducts,
    cache: { publicRead: 'products' },
  }),
  checkout: route({
    method: 'POST',
    path: 'stripe/create-checkout-session',
    access: 'public',
    summary: 'Start a checkout for the basket; answers where to pay',
    tag: 'catalog',
    status: 200,
    rateLimits: ['checkout'],
    subject: CatalogSubjects.createCheckout,
    body: CheckoutInput,
  }),
  /** Worked by the gateway: Stripe's signature covers the exact bytes it sent. */
  stripeWebhook: route({
    method: 'POST',
    path: 'stripe/webhook',
    access: 'public',
    summary: "Stripe's events (signed), which settle orders",
    tag: 'catalog',
    status: 200,
    ignoresIdempotencyKey: true,
  }),
} as const;
