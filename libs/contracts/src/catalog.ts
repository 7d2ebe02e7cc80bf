import { CatalogFamilyDataOps } from './family-export.js';
import { z } from 'zod';
import { contractOf, listOperation, operation, operations, pagedQuery, pageOperation } from './operation.js';
import { pageQueryDescriptions, paging } from './paging.js';
import { emailAddress, NoInput, pageLimit, requiredText, text, uuid } from './fields.js';
import { done, id, moment } from './reply-fields.js';
import {
  DEFAULT_ORDERS_PAGE,
  MAX_CHECKOUT_LINES,
  MAX_LINE_QUANTITY,
  MAX_ORDER_QUANTITY,
  MAX_ORDERS_PAGE,
  MAX_STOCK,
} from './limits.js';

export const CatalogEvents = {
  /** A product or price changed: any copy of the product list is stale. */
  productsChanged: 'catalog.events.products.changed',
  /** An order was paid: its buyer is sent a confirmation. */
  orderPaid: 'catalog.events.order.paid',
  /** An order was refunded: its buyer is told. */
  orderRefunded: 'catalog.events.order.refunded',
  /** A payment that settles later (Bacs, SEPA) failed: the order is off, and its buyer is told. */
  orderPaymentFailed: 'catalog.events.order.payment-failed',
} as const;

export interface ProductsChangedEvent {
  /** What Stripe said changed, e.g. `price.updated`. */
  reason: string;
  changedAt: string;
}

export interface CatalogEventPayloads {
  [CatalogEvents.productsChanged]: ProductsChangedEvent;
  [CatalogEvents.orderPaid]: OrderMailEvent;
  [CatalogEvents.orderRefunded]: OrderMailEvent;
  [CatalogEvents.orderPaymentFailed]: OrderMailEvent;
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
  /** What this price buys, when a product has several (Stripe's `nickname`): "in a keepsake gift box". */
  name: z.string().nullable(),
});
export type ProductPrice = z.infer<typeof ProductPrice>;

/**
 * Why a product cannot be bought: its seller does not sell it (now), or none is left. The shop, the
 * admin's stock table and the API all give this one reason.
 */
export const UNAVAILABLE_REASONS = ['not_for_sale', 'out_of_stock'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];
/** A reason, or null; a union rather than `.nullable()`, whose OpenAPI 3.0 form would leave null out of the enum. */
const unavailableReason = () => z.union([z.enum(UNAVAILABLE_REASONS), z.null()]);

/** A product as the shop shows it; `price` is the default price in minor units, null when unset. */
export const Product = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  price: z.number().int().nullable(),
  prices: z.array(ProductPrice),
  priceId: z.string().nullable(),
  /** False when it cannot be bought: `unavailable` says why. */
  active: z.boolean(),
  /** How many a shopper can still buy; null when unlimited. */
  available: z.number().int().nullable(),
  /** Why it cannot be bought; null when it can. */
  unavailable: unavailableReason(),
});
export type Product = z.infer<typeof Product>;

export const CheckoutReply = z.object({
  /**
   * Where to send the shopper: Stripe Checkout; the built-in demo payment page, which asks a guest
   * for their e-mail; or, for a signed-in shopper's demo order (paid at once), the success page.
   */
  url: z.string(),
});
export type CheckoutReply = z.infer<typeof CheckoutReply>;

export const ORDER_STATUSES = ['pending', 'pending_payment', 'paid', 'refunded', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_MODES = ['stripe', 'demo'] as const;
export type OrderMode = (typeof ORDER_MODES)[number];

export const OrderLineView = z.object({
  /** The product the line's price belongs to (null for orders recorded before products were noted). */
  productId: z.string().nullable(),
  name: z.string(),
  priceId: z.string(),
  /** The price's name when the line was bought ("in a keepsake gift box"); null for a price without one. */
  priceName: z.string().nullable(),
  quantity: z.number().int(),
  /** In minor units (pence). */
  unitAmount: z.number().int(),
});
export type OrderLineView = z.infer<typeof OrderLineView>;

export const OrderView = z.object({
  _id: id(),
  /** What a shopper quotes: short and readable, `SS-4F7K2Q`. */
  number: z.string(),
  createdAt: moment(),
  status: z.enum(ORDER_STATUSES),
  /** Stripe's, from the checkout; or the signed-in account's. */
  email: z.string().nullable(),
  userId: id().optional(),
  lines: z.array(OrderLineView),
  /** In minor units (pence). */
  total: z.number().int(),
  currency: z.string(),
  mode: z.enum(ORDER_MODES),
  refundedAt: moment().optional(),
  /** Paid after the stock it needed had gone to others (its payment came after it expired): the owner must make it good. */
  oversold: z.literal(true).optional(),
});
export type OrderView = z.infer<typeof OrderView>;

/** A checkout's session id: Stripe's (`cs_…`), or a demo checkout's (`demo_cs_…`). Whoever holds it may see its order. */
const checkoutSessionId = () =>
  z.string({ error: 'must be a checkout session id' }).regex(/^[A-Za-z0-9_]{1,255}$/, 'must be a checkout session id');

export const CheckoutSessionInput = z.object({ sessionId: checkoutSessionId() });
export type CheckoutSessionInput = z.infer<typeof CheckoutSessionInput>;

/** The order a checkout made, as its shopper sees it on the payment and success pages. */
export const CheckoutSessionView = OrderView.pick({
  number: true,
  status: true,
  email: true,
  lines: true,
  total: true,
  currency: true,
  mode: true,
}).extend({
  /** Until when an unpaid checkout holds its items; null once it is paid. */
  expiresAt: moment().nullable(),
});
export type CheckoutSessionView = z.infer<typeof CheckoutSessionView>;

export const PayDemoCheckoutInput = z.object({ sessionId: checkoutSessionId(), email: emailAddress() });
export type PayDemoCheckoutInput = z.infer<typeof PayDemoCheckoutInput>;

export const OrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  limit: pageLimit(MAX_ORDERS_PAGE, DEFAULT_ORDERS_PAGE),
  before: z.iso.datetime({ offset: true, error: 'must be a moment (ISO 8601, with its offset)' }).optional(),
});
export type OrdersQuery = z.infer<typeof OrdersQuery>;

/** The shop's orders in figures, over every order, however many a page lists. */
export const OrdersSummary = z.object({
  orders: z.number().int(),
  paid: z.number().int(),
  /** What the paid orders came to, in minor units (pence). */
  paidTotal: z.number().int(),
});
export type OrdersSummary = z.infer<typeof OrdersSummary>;

/** A family's own orders: every one of them (made before `before`, when given), or a page of them. */
export const MyOrderFilters = OrdersQuery.pick({ before: true });
export type MyOrderFilters = z.infer<typeof MyOrderFilters>;

export const OrderIdInput = z.object({ id: uuid() });
export type OrderIdInput = z.infer<typeof OrderIdInput>;

/** A product id as its catalog writes it (the built-in's `prod_owl`, Stripe's `prod_…`). */
export const productId = () =>
  z.string({ error: 'must be a product id' }).regex(/^[A-Za-z0-9_-]{1,255}$/, 'must be a product id');

const stockMessage = `must be a whole number from 0 to ${MAX_STOCK}, or null for unlimited`;

export const SetStockInput = z.object({
  id: productId(),
  stock: z.number({ error: stockMessage }).int(stockMessage).min(0, stockMessage).max(MAX_STOCK, stockMessage).nullable(),
});
export type SetStockInput = z.infer<typeof SetStockInput>;

export const StockView = z.object({
  productId: z.string(),
  /** On the shelf and not yet sold: null when unlimited. */
  stock: z.number().int().nullable(),
  /** What a shopper can still buy: the stock less what unpaid checkouts hold. */
  available: z.number().int().nullable(),
  /** Why a shopper cannot buy it, as the shop says; null when they can. */
  unavailable: unavailableReason(),
});
export type StockView = z.infer<typeof StockView>;

/** An order changed hands: paid (its confirmation is due), refunded or its payment failed (a notice is due). */
export const OrderMailEvent = z.object({
  orderId: id(),
  /** The order's short number the buyer is told (`SS-4F7K2Q`); absent from events sent before orders had one. */
  number: z.string().optional(),
  email: z.string(),
  lines: z.array(OrderLineView),
  total: z.number().int(),
  currency: z.string(),
  at: moment(),
});
export type OrderMailEvent = z.infer<typeof OrderMailEvent>;

export const ProductOps = operations('catalog', 'products', {
  list: listOperation(NoInput, Product, {
    method: 'GET',
    path: 'stripe/products',
    access: 'public',
    summary: 'The shop: active products with their prices (cached, ETag)',
    tag: 'catalog',
    cache: { publicRead: 'products' },
  }),
  setStock: operation(SetStockInput, StockView, {
    method: 'PUT',
    path: 'products/:id/stock',
    access: 'admin',
    summary: "Set a product's stock: a whole number, or null for unlimited (admin)",
    tag: 'orders',
    params: { id: productId() },
    body: SetStockInput.pick({ stock: true }),
    forgets: { publicRead: 'products' },
  }),
  stock: listOperation(NoInput, StockView, {
    method: 'GET',
    path: 'products/stock',
    access: 'admin',
    summary: "Every product's stock and what is still available (null: unlimited) (admin)",
    tag: 'orders',
  }),
});

export const CheckoutOps = operations('catalog', 'checkout', {
  create: operation(CheckoutInput, CheckoutReply, {
    method: 'POST',
    path: 'stripe/create-checkout-session',
    access: 'public',
    summary: 'Start a checkout for the basket; answers where to pay',
    tag: 'catalog',
    status: 200,
    rateLimits: ['checkout'],
    identifiesCaller: true,
    passesClientAddress: true,
    body: CheckoutInput,
  }),
  session: operation(CheckoutSessionInput, CheckoutSessionView, {
    method: 'GET',
    path: 'checkout/sessions/:sessionId',
    access: 'public',
    summary: "A checkout's order (number, items, total, status), for the holder of its session id only",
    tag: 'catalog',
    params: { sessionId: checkoutSessionId() },
  }),
  payDemo: operation(PayDemoCheckoutInput, CheckoutReply, {
    method: 'POST',
    path: 'checkout/sessions/:sessionId/pay',
    access: 'public',
    summary: "Pays a guest's built-in demo checkout (nothing is charged) with the address its confirmation goes to",
    tag: 'catalog',
    status: 200,
    rateLimits: ['checkout'],
    params: { sessionId: checkoutSessionId() },
    body: PayDemoCheckoutInput.pick({ email: true }),
  }),
});

export const WebhookOps = operations('catalog', 'webhooks', {
  stripe: operation(StripeWebhookInput, done('received')),
});

const beforeDescription = 'Only orders made before this moment: the last one listed, for the next page';

export const OrderPaging = paging({
  sorts: ['created', 'total', 'status'],
  defaultSort: '-created',
  searches: "the order's e-mail, number (SS-…), id and status",
});
const OrderFilters = OrdersQuery.pick({ status: true, before: true });
export type OrderFilters = z.infer<typeof OrderFilters>;
const OrderListQuery = pagedQuery(OrderFilters, OrderPaging);
export const MyOrderPaging = paging({
  sorts: ['created', 'total'],
  defaultSort: '-created',
  searches: "the order's number (SS-…), its status and the names of what it bought",
});
const MyOrderListQuery = pagedQuery(MyOrderFilters, MyOrderPaging);

export const OrderOps = operations('catalog', 'orders', {
  list: listOperation(OrderFilters, OrderView, {
    method: 'GET',
    path: 'orders',
    access: 'admin',
    summary: "The shop's orders, newest first: every one, or a page at a time when a page is asked for (admin)",
    tag: 'orders',
    query: OrderListQuery,
    queryDescriptions: {
      status: 'Only orders in this status',
      before: beforeDescription,
      ...pageQueryDescriptions(OrderPaging),
    },
  }),
  listPage: pageOperation(OrderFilters, OrderView, OrderPaging),
  summary: operation(NoInput, OrdersSummary, {
    method: 'GET',
    path: 'orders/summary',
    access: 'admin',
    summary: 'How many orders there are, how many are paid and what they came to, over every order (admin)',
    tag: 'orders',
  }),
  mine: listOperation(MyOrderFilters, OrderView, {
    method: 'GET',
    path: 'orders/mine',
    access: 'user',
    summary: "The signed-in caller's own orders, newest first: every one, or a page of them with any of limit, cursor, q, sort",
    tag: 'orders',
    query: MyOrderListQuery,
    queryDescriptions: { before: beforeDescription, ...pageQueryDescriptions(MyOrderPaging) },
  }),
  minePage: pageOperation(MyOrderFilters, OrderView, MyOrderPaging),
  refund: operation(OrderIdInput, OrderView, {
    method: 'POST',
    path: 'orders/:id/refund',
    access: 'admin',
    summary: 'Refund a paid order in full (through Stripe in Stripe mode); the buyer is told (admin)',
    tag: 'orders',
    status: 200,
  }),
});

export const catalogContract = contractOf(ProductOps, CheckoutOps, WebhookOps, OrderOps, CatalogFamilyDataOps);
