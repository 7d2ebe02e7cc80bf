import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { PricedLine } from '../checkout/payments.js';
import { OrderLineEntity } from './order-line.entity.js';
import { OrderEntity } from './order.entity.js';

export interface CompletedStripeCheckout {
  sessionId: string;
  customerEmail: string | null;
  totalAmount: number;
  currency: string;
  lines: PricedLine[];
}

const total = (lines: PricedLine[]) => lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);

@Injectable()
export class OrdersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A built-in catalog checkout: recorded as a demo order, nothing charged. */
  async recordDemoOrder(lines: PricedLine[]): Promise<string> {
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await tx.insert(OrderEntity, {
        id,
        source: 'demo',
        stripeSessionId: null,
        customerEmail: null,
        totalAmount: total(lines),
        currency: 'gbp',
      });
      await tx.insert(
        OrderLineEntity,
        lines.map((line) => this.lineRow(id, line)),
      );
    });
    return id;
  }

  /** Records a paid Stripe checkout once, however often Stripe repeats the event. */
  async recordStripeOrder(checkout: CompletedStripeCheckout): Promise<{ recorded: boolean }> {
    return this.db.transaction(async (tx) => {
      const id = randomUUID();
      const inserted = await tx
        .createQueryBuilder()
        .insert()
        .into(OrderEntity)
        .values({
          id,
          source: 'stripe',
          stripeSessionId: checkout.sessionId,
          customerEmail: checkout.customerEmail,
          totalAmount: checkout.totalAmount,
          currency: checkout.currency,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (inserted.raw.length === 0) return { recorded: false };
      if (checkout.lines.length)
        await tx.insert(
          OrderLineEntity,
          checkout.lines.map((line) => this.lineRow(id, line)),
        );
      return { recorded: true };
    });
  }

  private lineRow(orderId: string, line: PricedLine) {
    return {
      id: randomUUID(),
      orderId,
      priceId: line.priceId,
      productName: line.productName,
      unitAmount: line.unitAmount,
      quantity: line.quantity,
    };
  }
}
