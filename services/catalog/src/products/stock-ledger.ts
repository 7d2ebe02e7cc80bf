import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CATALOG_CONFIG, type CatalogConfig } from '../catalog-config.js';
import type { Customer, PricedLine } from '../checkout/payments.js';
import { CheckoutErrors } from '../checkout/checkout.errors.js';
import type { StockCount } from './availability.js';

/** What unpaid checkouts hold, by product. */
const HELD = `
  SELECT l.product_id, SUM(l.quantity)::int AS held
  FROM catalog.order_lines l JOIN catalog.orders o ON o.id = l.order_id
  WHERE o.status IN ('pending', 'pending_payment') AND l.product_id = ANY($1)
  GROUP BY l.product_id`;

/**
 * What unpaid checkouts from one address ($2), or of one account ($3), hold, and what its paid demo
 * orders bought in the recent window, by product.
 */
const HELD_BY_ONE_SHOPPER = `
  SELECT l.product_id,
         COALESCE(SUM(l.quantity) FILTER (WHERE o.status IN ('pending', 'pending_payment')), 0)::int AS held,
         COALESCE(SUM(l.quantity) FILTER (WHERE o.source = 'demo' AND o.status = 'paid'), 0)::int AS bought
  FROM catalog.order_lines l JOIN catalog.orders o ON o.id = l.order_id
  WHERE (o.status IN ('pending', 'pending_payment') OR (o.source = 'demo' AND o.status = 'paid' AND o.created_at > $4))
    AND l.product_id = ANY($1) AND (o.holder_address_hash = $2 OR o.user_id = $3)
  GROUP BY l.product_id`;

/** How far back a shopper's demo orders count against what one shopper may buy at once. */
export const DEMO_PURCHASE_WINDOW_MS = 24 * 60 * 60 * 1000;

const STOCK_VIEWS = `
  SELECT s.product_id, s.stock, s.stock - COALESCE(h.held, 0) AS available
  FROM catalog.product_stock s LEFT JOIN (${HELD}) h ON h.product_id = s.product_id
  WHERE s.product_id = ANY($1)`;

/**
 * Stock kept per product (a product without a row is unlimited). An unpaid checkout holds its
 * quantity until it is paid or expires; a payment takes it off the stock. Checkouts of a stocked
 * product lock its row first, so two shoppers racing for the last one get one order and one refusal,
 * and one shopper's checkouts racing each other are counted together against what one may hold.
 */
@Injectable()
export class StockLedger {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {}

  /** The stock and what is still available of these products; unlisted ones are unlimited. */
  async of(productIds: readonly string[], manager: EntityManager = this.db.manager): Promise<Map<string, StockCount>> {
    const rows = await manager.query<Array<{ product_id: string; stock: number; available: number }>>(STOCK_VIEWS, [productIds]);
    return new Map(
      rows.map((row) => [row.product_id, { productId: row.product_id, stock: row.stock, available: Math.max(0, row.available) }]),
    );
  }

  /**
   * Inside the checkout's transaction, before its order is written: locks the stock of the basket's
   * products (in one order, so two baskets never wait on each other), then refuses a product the
   * shopper would hold more of than one shopper may, and one asking for more than is left. Says
   * whether any of them is stocked, so the shop's copies know to refresh.
   */
  async reserve(tx: EntityManager, lines: readonly PricedLine[], customer: Customer): Promise<boolean> {
    const asked = new Map<string, { name: string; quantity: number }>();
    for (const line of lines) {
      const entry = asked.get(line.productId) ?? { name: line.productName, quantity: 0 };
      entry.quantity += line.quantity;
      asked.set(line.productId, entry);
    }
    const ids = [...asked.keys()].sort();
    const locked = await tx.query<Array<{ product_id: string }>>(
      `SELECT product_id FROM catalog.product_stock WHERE product_id = ANY($1) ORDER BY product_id FOR UPDATE`,
      [ids],
    );
    if (!locked.length) return false;
    const stockedIds = locked.map((row) => row.product_id);
    await this.refuseOverHoldLimit(tx, stockedIds, asked, customer);
    const stock = await this.of(stockedIds, tx);
    for (const [productId, { available }] of stock) {
      const { name, quantity } = asked.get(productId)!;
      if (quantity > available!) throw CheckoutErrors.outOfStock(name, available!, quantity);
    }
    return true;
  }

  /**
   * What one shopper (their address, or their account) would hold of each stocked product, with
   * what their demo orders bought of it lately, may not pass the limit.
   */
  private async refuseOverHoldLimit(
    tx: EntityManager,
    productIds: readonly string[],
    asked: ReadonlyMap<string, { name: string; quantity: number }>,
    customer: Customer,
  ): Promise<void> {
    const limit = this.config.maxHeldPerAddress;
    const heldRows =
      customer.addressHash || customer.userId
        ? await tx.query<Array<{ product_id: string; held: number; bought: number }>>(HELD_BY_ONE_SHOPPER, [
            productIds,
            customer.addressHash,
            customer.userId,
            new Date(Date.now() - DEMO_PURCHASE_WINDOW_MS),
          ])
        : [];
    const already = new Map(heldRows.map((row) => [row.product_id, row]));
    for (const productId of productIds) {
      const { name, quantity } = asked.get(productId)!;
      const { held = 0, bought = 0 } = already.get(productId) ?? {};
      if (held + bought + quantity > limit) throw CheckoutErrors.overHoldLimit(name, limit, { held, bought }, quantity);
    }
  }

  /**
   * A paid order (no longer holding anything) takes its quantities off the stock, but never what
   * other unpaid checkouts hold nor below nothing: a payment that came after its order expired
   * may find its stock gone. Says whether any of its products is stocked, and whether the order
   * got less than it paid for (it is oversold).
   */
  async take(tx: EntityManager, orderId: string): Promise<{ stocked: boolean; oversold: boolean }> {
    const wanted = await tx.query<Array<{ product_id: string; quantity: number }>>(
      `SELECT q.product_id, q.quantity
       FROM (SELECT product_id, SUM(quantity)::int AS quantity FROM catalog.order_lines WHERE order_id = $1 GROUP BY product_id) q
       JOIN catalog.product_stock s ON s.product_id = q.product_id
       ORDER BY q.product_id FOR UPDATE OF s`,
      [orderId],
    );
    if (!wanted.length) return { stocked: false, oversold: false };
    const stock = await this.of(
      wanted.map((row) => row.product_id),
      tx,
    );
    let oversold = false;
    for (const { product_id: productId, quantity } of wanted) {
      const taken = Math.min(quantity, stock.get(productId)?.available ?? 0);
      if (taken < quantity) oversold = true;
      await tx.query(`UPDATE catalog.product_stock SET stock = stock - $2, updated_at = now() WHERE product_id = $1`, [
        productId,
        taken,
      ]);
    }
    return { stocked: true, oversold };
  }

  /** Whether any of an order's products is stocked: its expiry frees what it held. */
  async touches(orderIds: readonly string[], manager: EntityManager = this.db.manager): Promise<boolean> {
    const [row] = await manager.query<Array<{ touches: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM catalog.order_lines l JOIN catalog.product_stock s ON s.product_id = l.product_id
       WHERE l.order_id = ANY($1)) AS touches`,
      [orderIds],
    );
    return Boolean(row?.touches);
  }

  /** Sets a product's stock (null: unlimited). */
  async set(tx: EntityManager, productId: string, stock: number | null): Promise<void> {
    if (stock === null) {
      await tx.query(`DELETE FROM catalog.product_stock WHERE product_id = $1`, [productId]);
      return;
    }
    await tx.query(
      `INSERT INTO catalog.product_stock (product_id, stock) VALUES ($1, $2)
       ON CONFLICT (product_id) DO UPDATE SET stock = EXCLUDED.stock, updated_at = now()`,
      [productId, stock],
    );
  }
}
