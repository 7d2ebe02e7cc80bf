import styles from '../Shop.module.css';

export function SkeletonCard() {
  return (
    <li className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="skeleton-card">
      <div className={styles.skeletonImage} />
      <div className={styles.skeletonLine} />
      <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
    </li>
  );
}
