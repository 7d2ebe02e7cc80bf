import { useId, useState, type MouseEvent } from 'react';
import type { Product } from '@storystump/contracts';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { itemAdded } from '../../basket/basket.slice';
import { formatPence } from '../../../ui/money';
import { amountOf, chosenPrice } from '../product-price';
import styles from '../Shop.module.css';
import { useCheckout } from '../../checkout/use-checkout';

/** A product in the grid. Clicking the card (but not its controls) opens the details. */
/** `first`: the card at the top of the grid, whose picture is the page's largest, fetched before the others. */
export function ProductCard({ product, onOpen, first = false }: { product: Product; onOpen: () => void; first?: boolean }) {
  const dispatch = useAppDispatch();
  const { checkout, inProgress } = useCheckout();
  const [priceId, setPriceId] = useState(product.priceId);
  const amount = amountOf(product, priceId);
  const chosen = chosenPrice(product, priceId);
  const selectId = useId();

  const openUnlessControl = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('button, select, label, a')) onOpen();
  };

  return (
    <li
      className={`${styles.card} ${product.active ? '' : styles.inactive}`}
      onClick={openUnlessControl}
      data-testid="product-card"
    >
      <button type="button" className={styles.cardOpen} onClick={onOpen} aria-haspopup="dialog">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={200}
            height={200}
            className={styles.cardImage}
            {...(first ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <span className={styles.cardImage} />
        )}
        <h2 className={styles.cardName}>{product.name}</h2>
      </button>
      <p className={styles.price} data-testid="price">
        {formatPence(amount)}
      </p>
      {product.prices.length > 1 && (
        <div className={styles.priceChoice}>
          <label htmlFor={selectId}>Price</label>
          <select id={selectId} className={styles.priceSelect} value={priceId ?? ''} onChange={(e) => setPriceId(e.target.value)}>
            {product.prices.map((price) => (
              <option key={price.id} value={price.id}>
                {formatPence(price.amount)}
              </option>
            ))}
          </select>
        </div>
      )}
      {!product.active && <p className={styles.outOfStock}>Out of Stock</p>}
      <div className={styles.cardActions}>
        <Button
          size="small"
          variant="secondary"
          disabled={!chosen}
          aria-label={`Add to Basket: ${product.name}`}
          onClick={() =>
            chosen && dispatch(itemAdded({ id: product.id, name: product.name, price: chosen.amount, priceId: chosen.id }))
          }
        >
          Add to Basket
        </Button>
        <Button
          size="small"
          disabled={!chosen || inProgress}
          aria-label={`Buy Now: ${product.name}`}
          onClick={() => chosen && void checkout([{ price: chosen.id, quantity: 1 }], 'Failed to initiate purchase.')}
        >
          Buy Now
        </Button>
      </div>
    </li>
  );
}
