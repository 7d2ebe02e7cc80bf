import { useEffect, useState } from 'react';
import page from '../../ui/Page.module.css';
import { ProductCard } from './components/ProductCard';
import { ProductModal } from './components/ProductModal';
import { SkeletonCard } from './components/SkeletonCard';
import { StumpEnquiryForm } from './components/StumpEnquiryForm';
import { useProductsQuery } from './shop.api';
import styles from './Shop.module.css';

export function ShopPage() {
  const { data: products, isLoading, error } = useProductsQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = products?.find((product) => product.id === openId);

  useEffect(() => {
    if (error) console.error('The products could not be loaded', error);
  }, [error]);

  return (
    <div className={page.page}>
      <h1>Shop</h1>
      <p className={styles.notice}>We are currently expanding to new locations. Please check back soon!</p>
      {isLoading && (
        <p role="status" className="visually-hidden">
          Loading the characters
        </p>
      )}
      <ul className={styles.grid} aria-busy={isLoading}>
        {isLoading && [0, 1, 2].map((n) => <SkeletonCard key={n} />)}
        {products?.map((product, index) => (
          <ProductCard key={product.id} product={product} first={index === 0} onOpen={() => setOpenId(product.id)} />
        ))}
      </ul>
      {!isLoading && !products?.length && (
        <p className={styles.empty}>No characters to show right now. Please look again soon.</p>
      )}
      <StumpEnquiryForm />
      {open && <ProductModal product={open} onClose={() => setOpenId(null)} />}
    </div>
  );
}
