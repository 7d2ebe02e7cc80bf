// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `catalog` group. */
export const catalog: RouteGroupTable<'catalog'> = {
  products: ['GET', 'stripe/products'],
  checkout: ['POST', 'stripe/create-checkout-session'],
  checkoutSession: ['GET', 'checkout/sessions/:sessionId'],
  payDemoCheckout: ['POST', 'checkout/sessions/:sessionId/pay'],
  stripeWebhook: ['POST', 'stripe/webhook'],
};
