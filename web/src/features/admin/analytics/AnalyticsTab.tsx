import { defaultRange, type AnalyticsSummary, type SummaryFigures } from '@storystump/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { formatCount } from '../../../ui/numbers';
import { AdminTable } from '../AdminTable';
import admin from '../Admin.module.css';
import styles from './Analytics.module.css';
import { AnalyticsCharts } from './AnalyticsCharts';
import { detailsOf, formatChange, formatDuration, formatPercent } from './analytics-format';
import {
  useAnalyticsEventPagesInfiniteQuery,
  useAnalyticsSummaryQuery,
  useStumpFootfallQuery,
  useStumpFootfallSummaryQuery,
} from './analytics.api';
import { ExportButton } from './ExportButton';
import { FootfallChart } from './FootfallChart';
import { RealtimeCard } from './RealtimeCard';
import { formatMoment } from '../../../ui/dates';

/** The summary cards, in their fixed order and formats, each with the figure it is compared with. */
const CARDS: Array<[label: string, figure: keyof SummaryFigures, format: (value: number) => string | number]> = [
  ['Total Page Views', 'pageViews', formatCount],
  ['Unique Visitors', 'uniqueVisitors', formatCount],
  ['Bounce Rate', 'bounceRate', formatPercent],
  ['Avg. Session Duration', 'avgSessionDuration', formatDuration],
  ['Pages/Session', 'pagesPerSession', (value) => value.toFixed(2)],
];

const cardsOf = (summary: AnalyticsSummary) =>
  CARDS.map(([label, figure, format]) => ({
    label,
    value: format(summary[figure]),
    change: formatChange(summary[figure], summary.previous[figure]),
  }));

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
  const events = useAnalyticsEventPagesInfiniteQuery(range);
  const recentEvents = events.data?.pages.flatMap((page) => page.items);
  const footfall = useStumpFootfallQuery(range);
  const footfallSummary = useStumpFootfallSummaryQuery(range);
  const isLoading = summary.isFetching || (events.isFetching && !events.isFetchingNextPage);
  const isError = summary.isError || events.isError;
  const data = summary.data;

  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading">Analytics</h2>
      <div className={styles.toolbar}>
        <RealtimeCard />
        <ExportButton range={range} />
      </div>
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
            {cardsOf(data).map(({ label, value, change }) => (
              <div key={label} className={styles.card}>
                <dt>{label}</dt>
                <dd>{value}</dd>
                <dd className={styles.change} data-testid="card-change">
                  {change} on the {data.dailyPageViews.length} days before
                </dd>
              </div>
            ))}
            <div className={styles.card}>
              <dt>Bots</dt>
              <dd>{formatCount(data.bots)}</dd>
              <dd className={styles.change}>left out of every other figure</dd>
            </div>
          </dl>
          <AnalyticsCharts summary={data} />
          {/* Only the answer for this very range: one kept from another range would be drawn over the wrong days. */}
          {footfall.currentData && (
            <FootfallChart footfall={footfall.currentData} summary={footfallSummary.currentData} range={range} />
          )}
        </>
      )}
      {recentEvents && !isError && (
        <>
          <h3>Recent Events</h3>
          <AdminTable
            columns={['Time', 'Type', 'Page', 'Device', 'Source', 'Details']}
            rows={recentEvents.map((event) => (
              <tr key={event._id} data-testid="analytics-event-row">
                <td>{formatMoment(event.timestamp)}</td>
                <td>{event.type}</td>
                <td>{event.page ?? event.url ?? '—'}</td>
                <td>{event.deviceCategory ?? '—'}</td>
                <td>{event.trafficSource ?? '—'}</td>
                <td>{detailsOf(event)}</td>
              </tr>
            ))}
          />
          {events.hasNextPage && (
            <Button variant="secondary" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
              {events.isFetchingNextPage ? 'Loading more...' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
