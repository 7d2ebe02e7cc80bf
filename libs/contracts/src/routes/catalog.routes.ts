import { CatalogSubjects, CheckoutInput, MyOrdersQuery, OrdersQuery, productId, SetStockInput } from '../catalog.js';
import { MAX_ORDERS_PAGE } from '../limits.js';
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
    identifiesCaller: true,
    passesClientAddress: true,
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

const ordersQueryDescriptions = {
  limit: `List at most this many orders (default 50, most ${MAX_ORDERS_PAGE})`,
  before: 'Only orders made before this moment: the last one listed, for the next page',
};

export const OrderRoutes = {
  list: route({
    method: 'GET',
    path: 'orders',
    access: 'admin',
    summary: "The shop's orders, newest first, a page at a time (admin)",
    tag: 'orders',
    subject: CatalogSubjects.listOrders,
    query: OrdersQuery,
    queryDescriptions: { status: 'Only orders in this status', ...ordersQueryDescriptions },
  }),
  mine: route({
    method: 'GET',
    path: 'orders/mine',
    access: 'user',
    summary: "The signed-in caller's own orders, newest first",
    tag: 'orders',
    subject: CatalogSubjects.myOrders,
    query: MyOrdersQuery,
    queryDescriptions: ordersQueryDescriptions,
  }),
  refund: route({
    method: 'POST',
    path: 'orders/:id/refund',
    access: 'admin',
    summary: 'Refund a paid order in full (through Stripe in Stripe mode); the buyer is told (admin)',
    tag: 'orders',
    status: 200,
    subject: CatalogSubjects.refundOrder,
  }),
  stock: route({
    method: 'GET',
    path: 'products/stock',
    access: 'admin',
    summary: "Every product's stock and what is still available (null: unlimited) (admin)",
    tag: 'orders',
    subject: CatalogSubjects.listStock,
  }),
  setStock: route({
    method: 'PUT',
    path: 'products/:id/stock',
    access: 'admin',
    summary: "Set a product's stock: a whole number, or null for unlimited (admin)",
    tag: 'orders',
    subject: CatalogSubjects.setStock,
    params: { id: productId() },
    body: SetStockInput.pick({ stock: true }),
    forgets: { publicRead: 'products' },
  }),
} as const;
