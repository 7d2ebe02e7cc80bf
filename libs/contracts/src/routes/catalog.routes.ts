import { CheckoutOps, OrderOps, ProductOps } from '../catalog.js';
import { pagedRouteOf, route, routeOf } from './route.js';

// The shop's URLs say stripe, as its clients know them; behind them is the catalog service, with or without Stripe.
export const CatalogRoutes = {
  products: routeOf(ProductOps.list),
  checkout: routeOf(CheckoutOps.create),
  checkoutSession: routeOf(CheckoutOps.session),
  payDemoCheckout: routeOf(CheckoutOps.payDemo),
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

export const OrderRoutes = {
  list: pagedRouteOf(OrderOps.list, OrderOps.listPage),
  summary: routeOf(OrderOps.summary),
  mine: pagedRouteOf(OrderOps.mine, OrderOps.minePage),
  refund: routeOf(OrderOps.refund),
  stock: routeOf(ProductOps.stock),
  setStock: routeOf(ProductOps.setStock),
} as const;
