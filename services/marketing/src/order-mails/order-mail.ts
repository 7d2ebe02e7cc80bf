import type { OrderMailEvent } from '@storystump/contracts';
import type { Mail } from '../mail/mailer.js';

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

const itemLines = (order: OrderMailEvent) =>
  order.lines
    .map(
      (line) =>
        `${line.quantity} × ${line.priceName ? `${line.name} (${line.priceName})` : line.name}   ${money(line.unitAmount * line.quantity, order.currency)}`,
    )
    .join('\n');

/** What the buyer knows the order by: its short number (its id, for an event sent before orders had one). */
const reference = (order: OrderMailEvent) => order.number ?? order.orderId;

/** The buyer's confirmation: plain text, with what they bought, the total and the order's number. */
export function orderConfirmationMail(order: OrderMailEvent): Mail {
  return {
    to: order.email,
    subject: `Your Storystump order ${reference(order)}`,
    text:
      `Thank you for your order! Your woodland friends are getting ready to travel.\n\n` +
      `${itemLines(order)}\n\nTotal: ${money(order.total, order.currency)}\nOrder: ${reference(order)}\n`,
  };
}

/** The buyer's refund notice. */
export function refundNoticeMail(order: OrderMailEvent): Mail {
  return {
    to: order.email,
    subject: `Your Storystump order ${reference(order)} was refunded`,
    text:
      `We have refunded your order in full: ${money(order.total, order.currency)} is on its way back to you.\n\n` +
      `${itemLines(order)}\n\nOrder: ${reference(order)}\n`,
  };
}

/** The buyer's notice that a payment settling later (Bacs, SEPA) did not go through: the order is off. */
export function paymentFailedNoticeMail(order: OrderMailEvent): Mail {
  return {
    to: order.email,
    subject: `Your Storystump order ${reference(order)}: the payment did not go through`,
    text:
      `Your bank did not complete the payment of ${money(order.total, order.currency)} for this order, ` +
      `so nothing has been taken and nothing will be sent. You are welcome to order again.\n\n` +
      `${itemLines(order)}\n\nOrder: ${reference(order)}\n`,
  };
}
