import type { CheckoutReply } from '@storystump/contracts';
import type { OrdersService } from '../orders/orders.service.js';
import type { Customer, Payments, PricedLine } from './payments.js';

/** Without Stripe: the order is recorded paid, nothing is charged, and the shopper goes to the success page. */
export class DemoPayments implements Payments {
  readonly mode = 'demo' as const;

  constructor(private readonly orders: OrdersService) {}

  async start(_ctx: unknown, lines: PricedLine[], customer: Customer): Promise<CheckoutReply> {
    const orderId = await this.orders.recordDemoOrder(lines, customer);
    return { url: `/success?order=${orderId}` };
  }

  /** Nothing was charged, so nothing goes back: the order is only marked. */
  async refund(): Promise<void> {}
}
