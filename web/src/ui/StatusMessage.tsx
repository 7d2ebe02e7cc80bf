import styles from './StatusMessage.module.css';

export interface Status {
  kind: 'success' | 'error';
  text: string;
}

/** An outcome announced to screen readers: politely for success, at once for errors. */
export function StatusMessage({ status }: { status: Status | null }) {
  return (
    <div aria-live="polite" className={styles.region}>
      {status && (
        <p role={status.kind === 'error' ? 'alert' : 'status'} className={`${styles.message} ${styles[status.kind]}`}>
          {status.text}
        </p>
      )}
    </div>
  );
}
