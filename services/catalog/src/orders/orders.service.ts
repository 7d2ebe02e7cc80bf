import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CatalogEvents,
  OrderOps,
  type CheckoutSessionView,
  type MyOrderFilters,
  type OrderFilters,
  type OrdersSummary,
  type OrderStatus,
  type OrderView,
  type ParsedInputOf,
  type RequestContext,
} from '@storystump/contracts';
import {
  AuditTrail,
  Handles,
  keysetPage,
  Outbox,
  type Emit,
  type KeysetPage,
  type PageFilter,
  requireActor,
} from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Customer, PricedLine } from '../checkout/payments.js';
import { DEMO_PURCHASE_WINDOW_MS, StockLedger } from '../products/stock-ledger.js';
import { OrderLineEntity } from './order-line.entity.js';
import { MY_ORDER_PAGES, placedBy } from './my-order-pages.js';
import { madeBefore, ORDER_PAGES } from './order-pages.js';
import { OrderEntity } from './order.entity.js';
import { OrderErrors } from './orders.errors.js';
import { toOrderMailEvent, toOrderView } from './order-view.js';

/** A Checkout Session Stripe says was completed: paid, or to be paid later (Bacs, SEPA). */
export interface CompletedStripeCheckout {
  sessionId: string;
  customerEmail: string | null;
  paymentIntent: string | null;
  totalAmount: number;
  currency: string;
}

/** Which order a refund is about: by its id (the admin's button) or by Stripe's payment (its webhook). */
export type RefundedOrder = { id: string } | { paymentIntent: string };

/** `userId`, `refundedAt` and `oversold` are left out of an order that has none, as the API answers them. */
function withoutNulls(order: Omit<OrderView, 'oversold'> & { oversold?: boolean }): OrderView {
  const { userId, refundedAt, oversold, ...rest } = order;
  return {
    ...rest,
    ...(userId ? { userId } : {}),
    ...(refundedAt ? { refundedAt } : {}),
    ...(oversold ? { oversold: true } : {}),
  };
}

const total = (lines: PricedLine[]) => lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);

/**
 * The shop's orders. Every change of an order's status is one conditional update in a transaction
 * with what follows from it (stock, the buyer's mail, the shop's copies refreshed), so a change
 * repeated by a retry or raced by a webhook happens once.
 */
/** An order as the answer's JSON, with its lines, built in PostgreSQL: the order list is the shop owner's most read page. */
const ORDER_JSON = `json_build_object(
  '_id', o.id,
  'number', o.number,
  'createdAt', to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'status', o.status,
  'email', o.customer_email,
  'userId', o.user_id,
  'lines', COALESCE((
    SELECT json_agg(json_build_object('productId', l.product_id, 'name', l.product_name, 'priceId', l.price_id,
                                      'priceName', l.price_name, 'quantity', l.quantity, 'unitAmount', l.unit_amount) ORDER BY l.id)
    FROM catalog.order_lines l WHERE l.order_id = o.id), '[]'::json),
  'total', o.total_amount,
  'currency', o.currency,
  'mode', o.source,
  'refundedAt', to_char(o.refunded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'oversold', o.oversold
) AS "order"`;

@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly stock: StockLedger,
    private readonly audit: AuditTrail,
  ) {}

  /** A signed-in shopper's checkout without Stripe: recorded paid at once, nothing charged. */
  recordDemoOrder(lines: PricedLine[], customer: Customer, demoSessionId: string): Promise<string> {
    return this.outbox.transaction(async (tx, emit) => {
      const stocked = await this.stock.reserve(tx, lines, customer);
      const id = await this.insert(tx, { source: 'demo', status: 'paid', expiresAt: null, demoSessionId }, lines, customer);
      await this.stock.take(tx, id);
      await this.announcePaid(tx, emit, id);
      if (stocked) await this.productsChanged(emit, 'order.paid');
      return id;
    });
  }

  /**
   * A checkout about to be paid, at Stripe or on the demo payment page (a guest's, with its
   * session id): pending, holding its stock, until paid or `expiresAt`.
   */
  recordPendingOrder(
    lines: PricedLine[],
    customer: Customer,
    expiresAt: Date,
    payment: { source: 'stripe' } | { source: 'demo'; sessionId: string } = { source: 'stripe' },
  ): Promise<string> {
    return this.outbox.transaction(async (tx, emit) => {
      const stocked = await this.stock.reserve(tx, lines, customer);
      const demoSessionId = payment.source === 'demo' ? payment.sessionId : null;
      const id = await this.insert(tx, { source: payment.source, status: 'pending', expiresAt, demoSessionId }, lines, customer);
      if (stocked) await this.productsChanged(emit, 'order.pending');
      return id;
    });
  }

  /**
   * A guest pays their demo checkout (nothing is charged) with the address its confirmation goes
   * to: the order is paid and its stock taken, once however often the button is pressed. An
   * order past its deadline is refused: its stock may have gone to others.
   */
  payDemoOrder(sessionId: string, email: string, now = new Date()): Promise<void> {
    return this.outbox.transaction(async (tx, emit) => {
      const [rows] = await tx.query<[Array<{ id: string }>, number]>(
        `UPDATE catalog.orders SET status = 'paid', expires_at = NULL, customer_email = $2
         WHERE demo_session_id = $1 AND status = 'pending' AND expires_at > $3 RETURNING id`,
        [sessionId, email, now],
      );
      const paid = rows[0];
      if (!paid) {
        const order = await tx.findOneBy(OrderEntity, { demoSessionId: sessionId });
        if (!order) throw OrderErrors.checkoutNotFound();
        if (order.status === 'paid') return;
        throw OrderErrors.checkoutExpired();
      }
      const { stocked, oversold } = await this.stock.take(tx, paid.id);
      if (oversold) await tx.update(OrderEntity, { id: paid.id }, { oversold: true });
      if (stocked) await this.productsChanged(emit, 'order.paid');
      await this.announcePaid(tx, emit, paid.id);
    });
  }

  /** The order of a checkout, found by its session id (Stripe's or a demo checkout's) and by nothing else. */
  async ofCheckoutSession(sessionId: string): Promise<CheckoutSessionView> {
    const order = await this.db
      .getRepository(OrderEntity)
      .findOne({ where: [{ stripeSessionId: sessionId }, { demoSessionId: sessionId }] });
    if (!order || order.anonymisedAt) throw OrderErrors.checkoutNotFound();
    const lines = await this.db.getRepository(OrderLineEntity).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    const { number, status, email, total, currency, mode, lines: lineViews } = toOrderView(order, lines);
    const expiresAt = status === 'pending' && order.expiresAt ? order.expiresAt.toISOString() : null;
    return { number, status, email, lines: lineViews, total, currency, mode, expiresAt };
  }

  async attachStripeSession(orderId: string, sessionId: string): Promise<void> {
    await this.db.getRepository(OrderEntity).update({ id: orderId }, { stripeSessionId: sessionId });
  }

  /** A checkout that could not start: its order expires at once, freeing what it held. */
  abandon(orderId: string): Promise<void> {
    return this.expire({ id: orderId, status: 'pending' });
  }

  /**
   * Marks this shop's order of a paid Stripe checkout as paid, however often Stripe repeats the
   * event (also when the shop had given up waiting: the money was taken, and when the stock it
   * needed has gone meanwhile, the order is flagged oversold for the owner). Null when no order
   * of this shop has that session: the event is not ours.
   */
  markStripeOrderPaid(checkout: CompletedStripeCheckout): Promise<{ changed: boolean; oversold: boolean } | null> {
    return this.outbox.transaction(async (tx, emit) => {
      const [rows] = await tx.query<[Array<{ id: string }>, number]>(
        `UPDATE catalog.orders SET status = 'paid', expires_at = NULL, holder_address_hash = NULL,
           customer_email = CASE WHEN anonymised_at IS NULL THEN COALESCE($2, customer_email) END, stripe_payment_intent = $3, total_amount = $4, currency = $5
         WHERE stripe_session_id = $1 AND status IN ('pending', 'pending_payment', 'expired') RETURNING id`,
        [checkout.sessionId, checkout.customerEmail, checkout.paymentIntent, checkout.totalAmount, checkout.currency],
      );
      const paid = rows[0];
      if (!paid) {
        const known = await tx.existsBy(OrderEntity, { stripeSessionId: checkout.sessionId });
        return known ? { changed: false, oversold: false } : null;
      }
      const { stocked, oversold } = await this.stock.take(tx, paid.id);
      if (oversold) await tx.update(OrderEntity, { id: paid.id }, { oversold: true });
      if (stocked) await this.productsChanged(emit, 'order.paid');
      await this.announcePaid(tx, emit, paid.id);
      return { changed: true, oversold };
    });
  }

  /**
   * The buyer completed the checkout with a method that settles days later (Bacs, SEPA): the order
   * awaits its payment (`pending_payment`), holding its stock, with no deadline of the shop's, until
   * Stripe says the payment succeeded or failed. Null when the session is not one of this shop's.
   */
  async markStripeOrderAwaitingPayment(checkout: CompletedStripeCheckout): Promise<{ changed: boolean } | null> {
    const [rows] = await this.db.query<[Array<{ id: string }>, number]>(
      `UPDATE catalog.orders SET status = 'pending_payment', expires_at = NULL,
         customer_email = CASE WHEN anonymised_at IS NULL THEN COALESCE($2, customer_email) END, stripe_payment_intent = $3, total_amount = $4, currency = $5
       WHERE stripe_session_id = $1 AND status = 'pending' RETURNING id`,
      [checkout.sessionId, checkout.customerEmail, checkout.paymentIntent, checkout.totalAmount, checkout.currency],
    );
    if (rows[0]) return { changed: true };
    return (await this.db.getRepository(OrderEntity).existsBy({ stripeSessionId: checkout.sessionId }))
      ? { changed: false }
      : null;
  }

  /**
   * A delayed payment failed: the order is off (expired, its stock free again) and its buyer is
   * told, once however often Stripe repeats the event. An order that had expired here already (its
   * stock was freed then) is told too: an expiry keeps `expires_at`, a failed payment clears it.
   * Null when the session is not one of this shop's.
   */
  markStripePaymentFailed(sessionId: string, customerEmail: string | null): Promise<{ changed: boolean } | null> {
    return this.outbox.transaction(async (tx, emit) => {
      const [rows] = await tx.query<[Array<{ id: string; was: OrderStatus }>, number]>(
        `UPDATE catalog.orders o SET status = 'expired', expires_at = NULL, holder_address_hash = NULL,
           customer_email = CASE WHEN o.anonymised_at IS NULL THEN COALESCE($2, o.customer_email) END
         FROM (SELECT id, status FROM catalog.orders WHERE stripe_session_id = $1 FOR UPDATE) before
         WHERE o.id = before.id
           AND (o.status IN ('pending', 'pending_payment') OR (o.status = 'expired' AND o.expires_at IS NOT NULL))
         RETURNING o.id, before.status AS was`,
        [sessionId, customerEmail],
      );
      const failed = rows[0];
      if (!failed) return (await tx.existsBy(OrderEntity, { stripeSessionId: sessionId })) ? { changed: false } : null;
      if (failed.was !== 'expired' && (await this.stock.touches([failed.id], tx)))
        await this.productsChanged(emit, 'order.payment-failed');
      const { order, lines } = await this.load(tx, failed.id);
      const mail = toOrderMailEvent(order, lines);
      if (mail) await emit(CatalogEvents.orderPaymentFailed, mail);
      return { changed: true };
    });
  }

  /** Stripe says the session expired unpaid. Null when it is not one of this shop's. */
  async markStripeOrderExpired(sessionId: string): Promise<{ changed: boolean } | null> {
    const order = await this.db.getRepository(OrderEntity).findOneBy({ stripeSessionId: sessionId });
    if (!order) return null;
    const before = order.status;
    await this.expire({ id: order.id, status: 'pending' });
    return { changed: before === 'pending' };
  }

  /**
   * Expires every pending order whose payment deadline has passed, and forgets where demo orders
   * past the purchase window came from; says how many orders expired.
   */
  async expireUnpaid(now = new Date()): Promise<number> {
    let expired = 0;
    await this.outbox.transaction(async (tx, emit) => {
      const [rows] = await tx.query<[Array<{ id: string }>, number]>(
        `UPDATE catalog.orders SET status = 'expired', holder_address_hash = NULL
         WHERE status = 'pending' AND expires_at < $1 RETURNING id`,
        [now],
      );
      expired = rows.length;
      await tx.query(
        `UPDATE catalog.orders SET holder_address_hash = NULL
         WHERE source = 'demo' AND holder_address_hash IS NOT NULL AND created_at < $1`,
        [new Date(now.getTime() - DEMO_PURCHASE_WINDOW_MS)],
      );
      if (
        expired &&
        (await this.stock.touches(
          rows.map((row) => row.id),
          tx,
        ))
      )
        await this.productsChanged(emit, 'order.expired');
    });
    return expired;
  }

  /**
   * Marks a paid order refunded, once: the button and Stripe's webhook may race, and whichever
   * comes second changes nothing. The buyer is told, and an admin's refund is in the audit log.
   */
  markRefunded(which: RefundedOrder, ctx?: RequestContext): Promise<{ changed: boolean; id: string | null }> {
    return this.outbox.transaction(async (tx, emit) => {
      const [rows] = await tx.query<[Array<{ id: string; total_amount: number; currency: string }>, number]>(
        `UPDATE catalog.orders SET status = 'refunded', refunded_at = now()
         WHERE ${'id' in which ? 'id' : 'stripe_payment_intent'} = $1 AND status = 'paid'
         RETURNING id, total_amount, currency`,
        ['id' in which ? which.id : which.paymentIntent],
      );
      const refunded = rows[0];
      if (!refunded) return { changed: false, id: null };
      const { order, lines } = await this.load(tx, refunded.id);
      const mail = toOrderMailEvent(order, lines);
      if (mail) await emit(CatalogEvents.orderRefunded, mail);
      if (ctx)
        await this.audit.record(emit, ctx, {
          action: 'order.refunded',
          target: { type: 'order', id: order.id },
          summary: `Order ${order.id} refunded (${(order.totalAmount / 100).toFixed(2)} ${order.currency.toUpperCase()})`,
        });
      return { changed: true, id: order.id };
    });
  }

  async get(id: string): Promise<OrderView> {
    const order = await this.entity(id);
    const lines = await this.db.getRepository(OrderLineEntity).find({ where: { orderId: id }, order: { id: 'ASC' } });
    return toOrderView(order, lines);
  }

  async entity(id: string): Promise<OrderEntity> {
    const order = await this.db.getRepository(OrderEntity).findOneBy({ id });
    if (!order) throw OrderErrors.notFound();
    return order;
  }

  @Handles(OrderOps.list)
  list(ctx: RequestContext, { status, before }: OrderFilters): Promise<OrderView[]> {
    return this.every({ status }, before);
  }

  @Handles(OrderOps.listPage)
  listPage(_ctx: RequestContext, input: ParsedInputOf<typeof OrderOps.listPage>): Promise<KeysetPage<OrderView>> {
    const { status, before } = input;
    const filters: PageFilter[] = [];
    if (status) filters.push((param) => `o.status = ${param(status)}`);
    if (before) filters.push(madeBefore(before as string));
    return keysetPage(this.db.manager, ORDER_PAGES, input, (ids) => this.withIds(ids), { filters });
  }

  /** Counted and summed in PostgreSQL over every order: the list shows a page of them. */
  @Handles(OrderOps.summary)
  async summary(): Promise<OrdersSummary> {
    // PostgreSQL sums integers as bigint, which pg hands over as text.
    const [figures] = await this.db.query<Array<Omit<OrdersSummary, 'paidTotal'> & { paidTotal: string }>>(
      `SELECT count(*)::int AS "orders", count(*) FILTER (WHERE status = 'paid')::int AS "paid",
              COALESCE(sum(total_amount) FILTER (WHERE status = 'paid'), 0) AS "paidTotal"
         FROM catalog.orders`,
    );
    return { ...figures!, paidTotal: Number(figures!.paidTotal) };
  }

  @Handles(OrderOps.mine)
  mine(ctx: RequestContext, { before }: MyOrderFilters): Promise<OrderView[]> {
    const actor = requireActor(ctx);
    return this.every({ userId: actor.id }, before);
  }

  /** A page of the asking user's own orders, newest first unless sorted otherwise. */
  @Handles(OrderOps.minePage)
  minePage(ctx: RequestContext, input: ParsedInputOf<typeof OrderOps.minePage>): Promise<KeysetPage<OrderView>> {
    const actor = requireActor(ctx);
    const filters = [placedBy(actor.id), ...(input.before ? [madeBefore(input.before as string)] : [])];
    return keysetPage(this.db.manager, MY_ORDER_PAGES, input, (ids) => this.withIds(ids), { filters });
  }

  /**
   * Every order of the filters, newest first, with their lines, in one statement that builds the
   * answer's JSON in PostgreSQL (the list travels in pieces however many there are).
   */
  private async every(where: { status?: string; userId?: string }, before?: string): Promise<OrderView[]> {
    const rows = await this.db.query<Array<{ order: Parameters<typeof withoutNulls>[0] }>>(
      `SELECT ${ORDER_JSON}
       FROM catalog.orders o
       WHERE ($1::varchar IS NULL OR o.status = $1) AND ($2::uuid IS NULL OR o.user_id = $2)
         AND ($3::timestamptz IS NULL OR o.created_at < $3)
       ORDER BY o.created_at DESC, o.id DESC`,
      [where.status ?? null, where.userId ?? null, before ?? null],
    );
    return rows.map(({ order }) => withoutNulls(order));
  }

  /** The orders of these ids, each with its lines, in any order. */
  private async withIds(ids: string[]): Promise<OrderView[]> {
    const rows = await this.db.query<Array<{ order: Parameters<typeof withoutNulls>[0] }>>(
      `SELECT ${ORDER_JSON} FROM catalog.orders o WHERE o.id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map(({ order }) => withoutNulls(order));
  }

  private async insert(
    tx: EntityManager,
    order: { source: OrderEntity['source']; status: OrderStatus; expiresAt: Date | null; demoSessionId?: string | null },
    lines: PricedLine[],
    customer: Customer,
  ): Promise<string> {
    const id = randomUUID();
    await tx.insert(OrderEntity, {
      id,
      ...order,
      demoSessionId: order.demoSessionId ?? null,
      stripeSessionId: null,
      // A demo order counts against what its shopper may buy for a while after it was paid.
      holderAddressHash: order.status === 'pending' || order.source === 'demo' ? customer.addressHash : null,
      userId: customer.userId,
      customerEmail: customer.email,
      totalAmount: total(lines),
      currency: 'gbp',
    });
    await tx.insert(
      OrderLineEntity,
      lines.map((line) => ({
        id: randomUUID(),
        orderId: id,
        productId: line.productId,
        priceId: line.priceId,
        productName: line.productName,
        priceName: line.priceName,
        unitAmount: line.unitAmount,
        quantity: line.quantity,
      })),
    );
    return id;
  }

  private async expire(where: { id: string; status: 'pending' }): Promise<void> {
    await this.outbox.transaction(async (tx, emit) => {
      const result = await tx.update(OrderEntity, where, { status: 'expired', holderAddressHash: null });
      if (result.affected && (await this.stock.touches([where.id], tx))) await this.productsChanged(emit, 'order.expired');
    });
  }

  private async announcePaid(tx: EntityManager, emit: Emit, id: string): Promise<void> {
    const { order, lines } = await this.load(tx, id);
    const mail = toOrderMailEvent(order, lines);
    if (mail) await emit(CatalogEvents.orderPaid, mail);
  }

  private async load(tx: EntityManager, id: string): Promise<{ order: OrderEntity; lines: OrderLineEntity[] }> {
    const order = await tx.findOneByOrFail(OrderEntity, { id });
    const lines = await tx.find(OrderLineEntity, { where: { orderId: id }, order: { id: 'ASC' } });
    return { order, lines };
  }

  /** The shop's product list shows what is left: its copies refresh. */
  private productsChanged(emit: Emit, reason: string): Promise<void> {
    return emit(CatalogEvents.productsChanged, { reason, changedAt: new Date().toISOString() });
  }
}
