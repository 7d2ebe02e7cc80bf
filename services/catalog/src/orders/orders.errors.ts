import type { OrderStatus } from '@storystump/contracts';
import { DomainError } from '@storystump/service-kit';

export const OrderErrors = {
  notFound: () => new DomainError(404, 'ORDER_NOT_FOUND', 'Order not found'),
  checkoutNotFound: () => new DomainError(404, 'CHECKOUT_NOT_FOUND', 'Checkout not found'),
  checkoutExpired: () =>
    new DomainError(
      410,
      'CHECKOUT_EXPIRED',
      'This checkout has expired and its items are back on the shelf: please check out again',
    ),
  notRefundable: (status: OrderStatus) =>
    new DomainError(409, 'ORDER_NOT_PAID', `Only a paid order can be refunded: this one is ${status}`),
  noStripePayment: () =>
    new DomainError(
      409,
      'ORDER_WITHOUT_PAYMENT',
      "This order's Stripe payment is not known here: refund it in Stripe's dashboard, and the order follows",
    ),
  refundFailed: () => new DomainError(502, 'REFUND_FAILED', 'The payment provider could not refund the order. Please try again.'),
};
