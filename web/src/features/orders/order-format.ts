import type { OrderView } from '@storystump/contracts';
import { formatPence } from '../../ui/money';
import { nameWithPrice } from '../shop/product-price';

/** "2 × Hedgehog (in a keepsake gift box), 1 × Bunny" */
export const itemsOf = (order: OrderView) =>
  order.lines.map((line) => `${line.quantity} × ${nameWithPrice(line.name, line.priceName)}`).join(', ');

export const totalOf = (order: OrderView) => formatPence(order.total);

/** The date an order was made, as the shopper reads it. */
export const dateOf = (order: OrderView) =>
  new Date(order.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const STATUS_LABELS: Record<OrderView['status'], string> = {
  pending: 'Awaiting payment',
  pending_payment: 'Payment on its way',
  paid: 'Paid',
  refunded: 'Refunded',
  expired: 'Expired',
};
