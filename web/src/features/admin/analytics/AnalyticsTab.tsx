import { defaultRange, type AnalyticsSummary } from '@storystump/contracts';
import { useState } from 'react';
import { AdminTable } from '../AdminTable';
import admin from '../Admin.module.css';
import styles from './Analytics.module.css';
import { AnalyticsCharts } from './AnalyticsCharts';
import { detailsOf, formatDuration, formatPercent } from './analytics-format';
import { useAnalyticsEventsQuery, useAnalyticsSummaryQuery } from './analytics.api';

const RECENT_EVENTS = 10;

/** The summary cards, in their fixed order and formats. */
const cardsOf = (summary: AnalyticsSummary): Array<[string, string | number]> => [
  ['Total Page Views', summary.pageViews],
  ['Unique Visitors', summary.uniqueVisitors],
  ['Bounce Rate', formatPercent(summary.bounceRate)],
  ['Avg. Session Duration', formatDuration(summary.avgSessionDuration)],
  ['Pages/Session', summary.pagesPerSession.toFixed(2)],
];

/** A day of the range; clearing the field keeps the day it had. */
function DayField({
  label,
  onDay,
  ...input
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onDay: (day: string) => void;
}) {
  return (
    <label>
      {label}
      <input type="date" {...input} onChange={(e) => e.target.value && onDay(e.target.value)} />
    </label>
  );
}

/** The admin's default tab: the site's visits at a glance for a range of days. ApexCharts loads with it. */
export function AnalyticsTab() {
  const [range, setRange] = useState(() => defaultRange());
  const summary = useAnalyticsSummaryQuery(range);
  const events = useAnalyticsEventsQuery(range);
  const isLoading = summary.isFetching || events.isFetching;
  const isError = summary.isError || events.isError;
  const data = summary.data;

  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading">Analytics</h2>
      <form className={styles.filter} onSubmit={(e) => e.preventDefault()} aria-label="Date range">
        <DayField
          label="Start date"
          value={range.startDate}
          max={range.endDate}
          onDay={(startDate) => setRange({ ...range, startDate })}
        />
        <DayField
          label="End date"
          value={range.endDate}
          min={range.startDate}
          onDay={(endDate) => setRange({ ...range, endDate })}
        />
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
            {cardsOf(data).map(([label, value]) => (
              <div key={label} className={styles.card}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <AnalyticsCharts summary={data} />
        </>
      )}
      {events.data && !isError && (
        <>
          <h3>Recent Events</h3>
          <AdminTable
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
