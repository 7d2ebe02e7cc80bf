import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StockView } from '@storystump/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { PricedLine } from '../checkout/payments.js';
import { CheckoutErrors } from '../checkout/checkout.errors.js';

/** What unpaid checkouts hold, by product. */
const HELD = `
  SELECT l.product_id, SUM(l.quantity)::int AS held
  FROM catalog.order_lines l JOIN catalog.orders o ON o.id = l.order_id
  WHERE o.status = 'pending' AND l.product_id = ANY($1)
  GROUP BY l.product_id`;

const STOCK_VIEWS = `
  SELECT s.product_id, s.stock, s.stock - COALESCE(h.held, 0) AS available
  FROM catalog.product_stock s LEFT JOIN (${HELD}) h ON h.product_id = s.product_id
  WHERE s.product_id = ANY($1)`;

/**
 * Stock kept per product (a product without a row is unlimited). An unpaid checkout holds its
 * quantity until it is paid or expires; a payment takes it off the stock. Checkouts of a stocked
 * product lock its row first, so two shoppers racing for the last one get one order and one refusal.
 */
@Injectable()
export class StockLedger {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The stock and what is still available of these products; unlisted ones are unlimited. */
  async of(productIds: readonly string[], manager: EntityManager = this.db.manager): Promise<Map<string, StockView>> {
    const rows = await manager.query<Array<{ product_id: string; stock: number; available: number }>>(STOCK_VIEWS, [productIds]);
    return new Map(
      rows.map((row) => [row.product_id, { productId: row.product_id, stock: row.stock, available: Math.max(0, row.available) }]),
    );
  }

  /**
   * Inside the checkout's transaction, before its order is written: locks the stock of the basket's
   * products (in one order, so two baskets never wait on each other) and refuses a line asking for
   * more than is left. Says whether any of them is stocked, so the shop's copies know to refresh.
   */
  async reserve(tx: EntityManager, lines: readonly PricedLine[]): Promise<boolean> {
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
    const stock = await this.of(
      locked.map((row) => row.product_id),
      tx,
    );
    for (const [productId, { available }] of stock) {
      const { name, quantity } = asked.get(productId)!;
      if (quantity > available!) throw CheckoutErrors.outOfStock(name, available!, quantity);
    }
    return true;
  }

  /** A paid order takes its quantities off the stock. Says whether any of its products is stocked. */
  async take(tx: EntityManager, orderId: string): Promise<boolean> {
    const [, taken] = await tx.query<[unknown[], number]>(
      `UPDATE catalog.product_stock s SET stock = GREATEST(0, s.stock - q.quantity), updated_at = now()
       FROM (SELECT product_id, SUM(quantity)::int AS quantity FROM catalog.order_lines WHERE order_id = $1 GROUP BY product_id) q
       WHERE s.product_id = q.product_id`,
      [orderId],
    );
    return taken > 0;
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
