import type { CheckoutReply } from '@storystump/contracts';
import type { OrdersService } from '../orders/orders.service.js';
import type { Payments, PricedLine } from './payments.js';

/** Without Stripe: the order is recorded as a demo order, nothing is charged, and the shopper goes to the success page. */
export class DemoPayments implements Payments {
  constructor(private readonly orders: OrdersService) {}

  async start(_ctx: unknown, lines: PricedLine[]): Promise<CheckoutReply> {
    const orderId = await this.orders.recordDemoOrder(lines);
    return { url: `/success?order=${orderId}` };
  }
}
