import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { basketToggled, selectBasketCount, selectBasketOpen } from './basket.slice';
import styles from './Basket.module.css';

export function BasketButton() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectBasketCount);
  const open = useAppSelector(selectBasketOpen);
  return (
    <button
      type="button"
      className={styles.basketButton}
      aria-expanded={open}
      aria-controls="basket-panel"
      aria-label={count ? `Basket, ${count} item${count === 1 ? '' : 's'}` : 'Basket'}
      onClick={() => dispatch(basketToggled())}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path d="M5 9h14l-1.4 10.2a2 2 0 0 1-2 1.8H8.4a2 2 0 0 1-2-1.8z" fill="currentColor" />
        <path d="M8 9V7a4 4 0 0 1 8 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
