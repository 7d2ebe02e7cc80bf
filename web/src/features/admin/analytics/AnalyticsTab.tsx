import { useState } from 'react';
import { AdminTable } from '../AdminTable';
import admin from '../Admin.module.css';
import styles from './Analytics.module.css';
import { AnalyticsCharts } from './AnalyticsCharts';
import { detailsOf, formatDuration, formatPercent, lastSevenDays } from './analytics-format';
import { useAnalyticsEventsQuery, useAnalyticsSummaryQuery } from './analytics.api';

const RECENT_EVENTS = 10;

/** The admin's default tab: the site's visits at a glance for a range of days. ApexCharts loads with it. */
export function AnalyticsTab() {
  const [range, setRange] = useState(lastSevenDays);
  const summary = useAnalyticsSummaryQuery(range);
  const events = useAnalyticsEventsQuery(range);
  const isLoading = summary.isFetching || events.isFetching;
  const isError = summary.isError || events.isError;
  const data = summary.data;

  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading">Analytics</h2>
      <form className={styles.filter} onSubmit={(e) => e.preventDefault()} aria-label="Date range">
        <label>
          Start date
          <input
            type="date"
            value={range.startDate}
            max={range.endDate}
            onChange={(e) => e.target.value && setRange({ ...range, startDate: e.target.value })}
          />
        </label>
        <label>
          End date
          <input
            type="date"
            value={range.endDate}
            min={range.startDate}
            onChange={(e) => e.target.value && setRange({ ...range, endDate: e.target.value })}
          />
        </label>
      </form>
      {isLoading && <p role="status">Loading analytics...</p>}
      {isError && !isLoading && (
        <p role="alert" className={admin.error}>
          Error: Failed to fetch analytics data
        </p>
      )}
      {data && !isError && (
        <>
          <dl className={styles.cards}>
            <div className={styles.card}>
              <dt>Total Page Views</dt>
              <dd>{data.pageViews}</dd>
            </div>
            <div className={styles.card}>
              <dt>Unique Visitors</dt>
              <dd>{data.uniqueVisitors}</dd>
            </div>
            <div className={styles.card}>
              <dt>Bounce Rate</dt>
              <dd>{formatPercent(data.bounceRate)}</dd>
            </div>
            <div className={styles.card}>
              <dt>Avg. Session Duration</dt>
              <dd>{formatDuration(data.avgSessionDuration)}</dd>
            </div>
            <div className={styles.card}>
              <dt>Pages/Session</dt>
              <dd>{data.pagesPerSession.toFixed(2)}</dd>
            </div>
          </dl>
          <AnalyticsCharts summary={data} />
        </>
      )}
      {events.data && !isError && (
        <>
          <h3>Recent Events</h3>
          <AdminTable
            isLoading={false}
            isError={false}
            failure=""
            columns={['Time', 'Type', 'Page', 'Device', 'Source', 'Details']}
            rows={events.data.slice(0, RECENT_EVENTS).map((event) => (
              <tr key={event._id} data-testid="analytics-event-row">
                <td>{new Date(event.timestamp).toLocaleString()}</td>
                <td>{event.type}</td>
                <td>{event.page ?? event.url ?? '—'}</td>
                <td>{event.deviceCategory ?? '—'}</td>
                <td>{event.trafficSource ?? '—'}</td>
                <td>{detailsOf(event)}</td>
              </tr>
            ))}
          />
        </>
      )}
    </section>
  );
}
