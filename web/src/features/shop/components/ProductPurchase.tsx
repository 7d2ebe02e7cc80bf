import { useId, useState, type ReactNode } from 'react';
import type { Product } from '@storystump/contracts';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { formatPence } from '../../../ui/money';
import { itemAdded } from '../../basket/basket.slice';
import { useCheckout } from '../../checkout/use-checkout';
import { UNAVAILABLE_IN_SHOP } from '../availability';
import { amountOf, chosenPrice, priceLabel } from '../product-price';
import styles from '../Shop.module.css';

/**
 * A product's price, its choice of prices (when it has several), and Add to Basket / Buy Now:
 * the same on its card and in its details. `details` go under the price; `onAdded` runs once a
 * line is in the basket.
 */
export function ProductPurchase({ product, details, onAdded }: { product: Product; details?: ReactNode; onAdded?: () => void }) {
  const dispatch = useAppDispatch();
  const { checkout, inProgress } = useCheckout();
  const [priceId, setPriceId] = useState(product.priceId);
  const amount = amountOf(product, priceId);
  const chosen = chosenPrice(product, priceId);
  const named = product.prices.find((price) => price.id === priceId);
  const selectId = useId();

  return (
    <>
      <p className={styles.price} data-testid="price">
        {formatPence(amount)}
      </p>
      {named?.name && (
        <p className={styles.priceName} data-testid="price-name">
          {named.name}
        </p>
      )}
      {details}
      {product.prices.length > 1 && (
        <div className={styles.priceChoice}>
          <label htmlFor={selectId}>Price</label>
          <select id={selectId} className={styles.priceSelect} value={priceId ?? ''} onChange={(e) => setPriceId(e.target.value)}>
            {product.prices.map((price) => (
              <option key={price.id} value={price.id}>
                {priceLabel(price)}
              </option>
            ))}
          </select>
        </div>
      )}
      {product.unavailable && <p className={styles.outOfStock}>{UNAVAILABLE_IN_SHOP}</p>}
      <div className={styles.cardActions}>
        <Button
          size="small"
          variant="secondary"
          disabled={!chosen}
          aria-label={`Add to Basket: ${product.name}`}
          onClick={() => {
            if (!chosen) return;
            dispatch(
              itemAdded({ id: product.id, name: product.name, price: chosen.amount, priceId: chosen.id, priceName: chosen.name }),
            );
            onAdded?.();
          }}
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
    </>
  );
}
