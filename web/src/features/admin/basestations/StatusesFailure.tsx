import styles from '../Admin.module.css';

/** Said where the stations' statuses could not be fetched, instead of showing every stump as never seen. */
export function StatusesFailure() {
  return (
    <p role="alert" className={styles.error}>
      Failed to fetch station statuses.
    </p>
  );
}
