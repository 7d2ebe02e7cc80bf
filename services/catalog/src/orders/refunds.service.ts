import { Inject, Injectable } from '@nestjs/common';
import { OrderOps, type OrderIdInput, type OrderView, type RequestContext } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { PAYMENTS, type Payments } from '../checkout/payments.js';
import { OrderErrors } from './orders.errors.js';
import { OrdersService } from './orders.service.js';

/**
 * The admin's refund: the money goes back first (Stripe's idempotency key makes a repeated
 * press one refund), then the order is marked, unless Stripe's webhook already did.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly orders: OrdersService,
    @Inject(PAYMENTS) private readonly payments: Payments,
  ) {}

  @Handles(OrderOps.refund)
  async refund(ctx: RequestContext, { id }: OrderIdInput): Promise<OrderView> {
    const order = await this.orders.entity(id);
    if (order.status !== 'paid') throw OrderErrors.notRefundable(order.status);
    await this.payments.refund(order);
    const { changed } = await this.orders.markRefunded({ id }, ctx);
    // Another press, or Stripe's webhook, marked it in the meantime: the refund happened once, by that one.
    if (!changed) throw OrderErrors.notRefundable('refunded');
    return this.orders.get(id);
  }
}
