import type { ReactNode } from 'react';
import styles from './Admin.module.css';

/**
 * An admin list: 'Loading...' while it loads, the list's fetch failure text if it cannot, and the
 * table once there are rows. The last column, when `actions` is set, holds each row's buttons.
 */
export function AdminTable({
  isLoading = false,
  isError = false,
  failure = '',
  columns,
  actions = false,
  rows,
}: {
  /** Left out where the page shows its own loading and failure texts. */
  isLoading?: boolean;
  isError?: boolean;
  failure?: string;
  columns: string[];
  actions?: boolean;
  /** Undefined until the list has loaded. */
  rows: ReactNode[] | undefined;
}) {
  return (
    <>
      {isLoading && <p role="status">Loading...</p>}
      {isError && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {rows && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
                {actions && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </>
  );
}
