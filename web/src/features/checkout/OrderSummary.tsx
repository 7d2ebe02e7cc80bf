import type { CheckoutSessionView } from '@storystump/contracts';
import { formatPence } from '../../ui/money';
import { nameWithPrice } from '../shop/product-price';
import styles from './Checkout.module.css';

/** A checkout's items (with their prices' names), each line's total and the order's total. */
export function OrderSummary({ order }: { order: CheckoutSessionView }) {
  return (
    <div className={styles.summary} data-testid="order-summary">
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          <li key={`${line.priceId}:${index}`} className={styles.line}>
            <span>
              {line.quantity} × {nameWithPrice(line.name, line.priceName)}
            </span>
            <span>{formatPence(line.unitAmount * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>Total</span> <strong>{formatPence(order.total)}</strong>
      </p>
    </div>
  );
}
