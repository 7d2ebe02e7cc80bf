import type { Product } from '@storystump/contracts';
import { Modal } from '../../../ui/Modal';
import { formatPence } from '../../../ui/money';
import styles from '../Shop.module.css';

/** A product's details in a modal dialog: Escape, the close button or a click outside closes it. */
export function ProductModal({ product, onClose }: { product: Product; onClose: () => void }) {
  return (
    <Modal className={styles.modal} labelledBy="product-modal-name" onClose={onClose}>
      <div className={styles.modalBody}>
        <button type="button" className={styles.modalClose} onClick={onClose} aria-label="Close">
          ×
        </button>
        {product.image && <img src={product.image} alt={product.name} className={styles.modalImage} />}
        <h2 id="product-modal-name">{product.name}</h2>
        <p className={styles.price}>{formatPence(product.price)}</p>
        <p>{product.description}</p>
      </div>
    </Modal>
  );
}
