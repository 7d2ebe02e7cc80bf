import { formatCount } from '../../../ui/numbers';
import { useAnalyticsRealtimeQuery } from './analytics.api';
import styles from './Analytics.module.css';

const REFRESH_MS = 10_000;

/** The last five minutes, asked again every 10 seconds while the dashboard is open. */
export function RealtimeCard() {
  const { data, isError } = useAnalyticsRealtimeQuery(undefined, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: false });
  return (
    <section className={`${styles.card} ${styles.realtime}`} aria-labelledby="realtime-heading" data-testid="realtime-card">
      <h3 id="realtime-heading">Right now (last 5 minutes)</h3>
      {isError && <p role="alert">Failed to fetch what is happening now.</p>}
      {data && (
        <>
          <p>
            <strong data-testid="realtime-visitors">{formatCount(data.visitors)}</strong> visitors,{' '}
            <strong data-testid="realtime-page-views">{formatCount(data.pageViews)}</strong> page views
          </p>
          {data.topPages.length > 0 && (
            <ol className={styles.realtimePages}>
              {data.topPages.map((page) => (
                <li key={page._id}>
                  {page._id}: {formatCount(page.count)}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
