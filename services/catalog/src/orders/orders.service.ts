import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, LessThan } from 'typeorm';
import type { PricedLine } from '../checkout/payments.js';
import { OrderLineEntity } from './order-line.entity.js';
import { OrderEntity } from './order.entity.js';

export interface PaidStripeCheckout {
  sessionId: string;
  customerEmail: string | null;
  totalAmount: number;
  currency: string;
}

const total = (lines: PricedLine[]) => lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);

@Injectable()
export class OrdersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A built-in catalog checkout: recorded as a demo order, nothing charged. */
  recordDemoOrder(lines: PricedLine[]): Promise<string> {
    return this.record({ source: 'demo', status: 'demo', stripeSessionId: null, expiresAt: null }, lines);
  }

  /** A Stripe checkout just started: pending until Stripe says it was paid, expired if not by `expiresAt`. */
  async recordPendingStripeOrder(sessionId: string, lines: PricedLine[], expiresAt: Date): Promise<void> {
    await this.record({ source: 'stripe', status: 'pending', stripeSessionId: sessionId, expiresAt }, lines);
  }

  /**
   * Marks this shop's order of a paid Stripe checkout as paid, however often Stripe repeats the
   * event. Null when no order of this shop has that session: the event is not ours.
   */
  async markStripeOrderPaid(checkout: PaidStripeCheckout): Promise<{ changed: boolean } | null> {
    const order = await this.db.getRepository(OrderEntity).findOneBy({ stripeSessionId: checkout.sessionId });
    if (!order) return null;
    if (order.status === 'paid') return { changed: false };
    await this.db.getRepository(OrderEntity).update(
      { id: order.id },
      {
        status: 'paid',
        customerEmail: checkout.customerEmail,
        totalAmount: checkout.totalAmount,
        currency: checkout.currency,
        expiresAt: null,
      },
    );
    return { changed: true };
  }

  /** Stripe says the session expired unpaid. Null when it is not one of this shop's. */
  async markStripeOrderExpired(sessionId: string): Promise<{ changed: boolean } | null> {
    const order = await this.db.getRepository(OrderEntity).findOneBy({ stripeSessionId: sessionId });
    if (!order) return null;
    const result = await this.db.getRepository(OrderEntity).update({ id: order.id, status: 'pending' }, { status: 'expired' });
    return { changed: Boolean(result.affected) };
  }

  /** Expires every pending order whose payment deadline has passed; says how many. */
  async expireUnpaid(now = new Date()): Promise<number> {
    const result = await this.db
      .getRepository(OrderEntity)
      .update({ status: 'pending', expiresAt: LessThan(now) }, { status: 'expired' });
    return result.affected ?? 0;
  }

  /** An order and its lines, in one transaction; priced in pounds sterling. */
  private async record(
    order: Pick<OrderEntity, 'source' | 'status' | 'stripeSessionId' | 'expiresAt'>,
    lines: PricedLine[],
  ): Promise<string> {
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await tx.insert(OrderEntity, { id, ...order, customerEmail: null, totalAmount: total(lines), currency: 'gbp' });
      await tx.insert(
        OrderLineEntity,
        lines.map((line) => ({
          id: randomUUID(),
          orderId: id,
          priceId: line.priceId,
          productName: line.productName,
          unitAmount: line.unitAmount,
          quantity: line.quantity,
        })),
      );
    });
    return id;
  }
}
