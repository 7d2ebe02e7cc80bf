import { failureText } from '../../../api/server-message';
import styles from '../Account.module.css';
import { useMyExportsQuery, useRequestExportMutation } from './family-export.api';

/** While an export is being prepared the list is asked again this often, so its link appears when ready. */
const PENDING_POLL_MS = 3000;

const untilText = (moment: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(
    new Date(moment),
  );

/**
 * The family's data export (everything held about it, one zip of JSON and CSV files): one row with
 * its button, then "being prepared", then its link until it expires. One line of text at the page's
 * bottom, so the page stays within two phone screens.
 */
export function YourData() {
  const { data: exports } = useMyExportsQuery();
  const latest = exports?.[0];
  const pending = latest?.status === 'pending';
  useMyExportsQuery(undefined, { pollingInterval: pending ? PENDING_POLL_MS : 0, skip: !pending });
  const [requestExport, { isLoading, error }] = useRequestExportMutation();
  return (
    <section aria-labelledby="your-data-heading" className={styles.yourData}>
      <div className={styles.yourDataRow}>
        <h2 id="your-data-heading">Your data</h2>
        <button
          type="button"
          className={styles.yourDataAction}
          disabled={pending || isLoading}
          onClick={() => void requestExport(undefined)}
        >
          Export my data
        </button>
      </div>
      {pending && (
        <p role="status" data-testid="export-pending">
          Your export is being prepared: we will e-mail you its link.
        </p>
      )}
      {latest?.status === 'ready' && latest.downloadUrl && (
        <p data-testid="export-ready">
          <a href={latest.downloadUrl} download>
            Download your data
          </a>{' '}
          (until {untilText(latest.expiresAt!)})
        </p>
      )}
      {latest?.status === 'failed' && <p role="alert">Your last export could not be prepared. Please ask for a new one.</p>}
      {error && <p role="alert">{failureText(error, 'Your export could not be asked for.')}</p>}
    </section>
  );
}
