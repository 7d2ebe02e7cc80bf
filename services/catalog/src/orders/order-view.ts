import type { OrderLineView, OrderMailEvent, OrderView } from '@storystump/contracts';
import type { OrderLineEntity } from './order-line.entity.js';
import type { OrderEntity } from './order.entity.js';

const toLineView = (line: OrderLineEntity): OrderLineView => ({
  productId: line.productId,
  name: line.productName,
  priceId: line.priceId,
  priceName: line.priceName,
  quantity: line.quantity,
  unitAmount: line.unitAmount,
});

export function toOrderView(order: OrderEntity, lines: readonly OrderLineEntity[]): OrderView {
  return {
    _id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    email: order.customerEmail,
    ...(order.userId ? { userId: order.userId } : {}),
    lines: lines.map(toLineView),
    total: order.totalAmount,
    currency: order.currency,
    mode: order.source,
    ...(order.refundedAt ? { refundedAt: order.refundedAt.toISOString() } : {}),
    ...(order.oversold ? { oversold: true as const } : {}),
  };
}

/** What the buyer's mail is made of; null when the order has no address to write to. */
export function toOrderMailEvent(order: OrderEntity, lines: readonly OrderLineEntity[]): OrderMailEvent | null {
  if (!order.customerEmail) return null;
  return {
    orderId: order.id,
    number: order.number,
    email: order.customerEmail,
    lines: lines.map(toLineView),
    total: order.totalAmount,
    currency: order.currency,
    at: new Date().toISOString(),
  };
}
