import type { Product } from '@storystump/contracts';
import { Modal } from '../../../ui/Modal';
import styles from '../Shop.module.css';
import { ProductPurchase } from './ProductPurchase';

/**
 * A product's details in a modal dialog, with the same choice of price and buttons as its card:
 * Escape, the close button or a click outside closes it, and so does adding it to the basket
 * (whose panel opens behind).
 */
export function ProductModal({ product, onClose }: { product: Product; onClose: () => void }) {
  return (
    <Modal className={styles.modal} labelledBy="product-modal-name" onClose={onClose}>
      <div className={styles.modalBody} data-testid="product-details">
        <button type="button" className={styles.modalClose} onClick={onClose} aria-label="Close">
          ×
        </button>
        {product.image && <img src={product.image} alt={product.name} className={styles.modalImage} />}
        <h2 id="product-modal-name">{product.name}</h2>
        <div className={styles.modalPurchase}>
          <ProductPurchase product={product} details={<p>{product.description}</p>} onAdded={onClose} />
        </div>
      </div>
    </Modal>
  );
}
