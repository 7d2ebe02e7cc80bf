import type { CheckoutReply } from '@storystump/contracts';
import { randomBytes } from 'node:crypto';
import type { OrdersService } from '../orders/orders.service.js';
import type { Customer, Payments, PricedLine } from './payments.js';

/** A demo checkout's session id: as unguessable as Stripe's, since whoever holds it may see its order. */
const newDemoSessionId = () => `demo_cs_${randomBytes(24).toString('hex')}`;

/**
 * Without Stripe, nothing is charged. A signed-in shopper's order is paid at once, its mail going
 * to the account's address; a guest goes to the built-in demo payment page, which asks for the
 * address (as Stripe's page does) while the order holds its stock until paid or its window closes.
 */
export class DemoPayments implements Payments {
  readonly mode = 'demo' as const;

  constructor(
    private readonly orders: OrdersService,
    private readonly paymentWindowMinutes: number,
  ) {}

  async start(_ctx: unknown, lines: PricedLine[], customer: Customer): Promise<CheckoutReply> {
    const sessionId = newDemoSessionId();
    if (customer.email) {
      await this.orders.recordDemoOrder(lines, customer, sessionId);
      return { url: `/success?session_id=${sessionId}` };
    }
    const expiresAt = new Date(Date.now() + this.paymentWindowMinutes * 60_000);
    await this.orders.recordPendingOrder(lines, customer, expiresAt, { source: 'demo', sessionId });
    return { url: `/checkout?session_id=${sessionId}` };
  }

  /** Nothing was charged, so nothing goes back: the order is only marked. */
  async refund(): Promise<void> {}
}
