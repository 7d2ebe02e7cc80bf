import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { useCheckout } from '../checkout/use-checkout';
import { basketCleared, itemRemoved, lineTotal, selectBasketItems, selectBasketOpen, selectBasketTotal } from './basket.slice';
import { formatPence } from '../../ui/money';
import { nameWithPrice } from '../shop/product-price';
import styles from './Basket.module.css';

export function BasketPanel() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectBasketOpen);
  const items = useAppSelector(selectBasketItems);
  const total = useAppSelector(selectBasketTotal);
  const { checkout, inProgress } = useCheckout();
  if (!open) return null;
  return (
    <section id="basket-panel" className={styles.panel} aria-labelledby="basket-heading">
      <h2 id="basket-heading" className={styles.heading}>
        Your Basket
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>Your Basket is Empty</p>
      ) : (
        <>
          <ul className={styles.lines}>
            {items.map((item) => (
              <li key={`${item.id}:${item.priceId}`} className={styles.line}>
                <div>
                  <span className={styles.name}>{nameWithPrice(item.name, item.priceName)}</span>
                  <span className={styles.detail}>
                    {formatPence(item.price)} × {item.quantity}
                  </span>
                </div>
                <span className={styles.lineTotal}>{formatPence(lineTotal(item))}</span>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`Remove ${nameWithPrice(item.name, item.priceName)}`}
                  onClick={() => dispatch(itemRemoved({ id: item.id, priceId: item.priceId }))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>Total</span> <strong>{formatPence(total)}</strong>
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" size="small" onClick={() => dispatch(basketCleared())}>
              Clear Basket
            </Button>
            <Button
              size="small"
              disabled={inProgress}
              onClick={() =>
                void checkout(
                  items.map((item) => ({ price: item.priceId, quantity: item.quantity })),
                  'Failed to initiate checkout. Please try again.',
                )
              }
            >
              Checkout
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
