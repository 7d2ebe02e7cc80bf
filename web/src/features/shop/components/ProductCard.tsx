import type { MouseEvent } from 'react';
import type { Product } from '@storystump/contracts';
import styles from '../Shop.module.css';
import { ProductPurchase } from './ProductPurchase';

/** A product in the grid. Clicking the card (but not its controls) opens the details. */
/** `first`: the card at the top of the grid, whose picture is the page's largest, fetched before the others. */
export function ProductCard({ product, onOpen, first = false }: { product: Product; onOpen: () => void; first?: boolean }) {
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
      <ProductPurchase product={product} />
    </li>
  );
}
