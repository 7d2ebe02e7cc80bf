import { useState } from 'react';
import { useParams } from 'react-router';
import { addDays, type HostPortal } from '@storystump/contracts';
import { serverMessage } from '../../api/server-message';
import { Button } from '../../ui/Button';
import page from '../../ui/Page.module.css';
import { CountBars } from './components/CountBars';
import { StumpProblemReportSlot } from './components/StumpProblemReportSlot';
import { useHostPortalQuery } from './host-portal.api';
import { changeText, countText, portalCsv } from './host-portal-text';
import styles from './HostPortal.module.css';

/** The range a portal opens on: the last 28 days, today included (UTC). */
const DEFAULT_DAYS = 28;

function downloadCsv(portal: HostPortal) {
  const url = URL.createObjectURL(new Blob([portalCsv(portal)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `visits-${portal.startDate}-to-${portal.endDate}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** A host's own stumps, by the link it was given: visits, busiest times, stories played and each stump's state. */
export function HostPortalPage() {
  const { token = '' } = useParams();
  const today = new Date().toISOString().slice(0, 10);
  const [range, setRange] = useState({ startDate: addDays(today, 1 - DEFAULT_DAYS), endDate: today });
  const portal = useHostPortalQuery({ token, ...range });
  const data = portal.data;
  // RTK Query calls a refetch after a failure "loading" and no longer "error": the failure is kept
  // in `error` meanwhile, so a link that is not valid is said so, never shown as loading.
  return (
    <div className={page.page}>
      <h1>{data ? `${data.host.name}: your stumps` : 'Your stumps'}</h1>
      <form className={styles.range} aria-label="Dates" onSubmit={(event) => event.preventDefault()}>
        <label>
          From
          <input
            type="date"
            value={range.startDate}
            max={range.endDate}
            onChange={(event) => event.target.value && setRange((r) => ({ ...r, startDate: event.target.value }))}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={range.endDate}
            min={range.startDate}
            onChange={(event) => event.target.value && setRange((r) => ({ ...r, endDate: event.target.value }))}
          />
        </label>
        {data && (
          <Button variant="secondary" onClick={() => downloadCsv(data)}>
            Download CSV
          </Button>
        )}
      </form>
      {!data && !portal.error && portal.isFetching && <p role="status">Loading your stumps...</p>}
      {!data && portal.error && (
        <p role="alert">{serverMessage(portal.error) ?? 'Your stumps could not be loaded. Try again later.'}</p>
      )}
      {data && (
        <>
          <p className={styles.note}>
            Counts from 1 to 4 are shown as &quot;fewer than 5&quot;, so that no child can be picked out. Times are UTC.
          </p>
          <section aria-labelledby="totals-heading" className={styles.totals}>
            <h2 id="totals-heading">
              {data.startDate} to {data.endDate}
            </h2>
            <dl>
              <div>
                <dt>Visits</dt>
                <dd data-testid="total-visits">{countText(data.totals.visits)}</dd>
              </div>
              <div>
                <dt>
                  Previous period ({data.previous.startDate} to {data.previous.endDate})
                </dt>
                <dd>
                  {countText(data.totals.previousVisits)} ({changeText(data.totals.visits, data.totals.previousVisits)})
                </dd>
              </div>
              <div>
                <dt>Stories played</dt>
                <dd data-testid="total-stories">{countText(data.totals.storiesPlayed)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="stumps-heading">
            <h2 id="stumps-heading">Your stumps</h2>
            {data.stumps.length === 0 ? (
              <p>No stumps are shown on this portal yet.</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Stump</th>
                      <th scope="col">State</th>
                      <th scope="col">Visits</th>
                      <th scope="col">Previous period</th>
                      <th scope="col">Change</th>
                      <th scope="col">Stories played</th>
                      <th scope="col">Something wrong?</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.stumps.map((stump) => (
                      <tr key={stump.stationId} data-testid="stump-row">
                        <th scope="row">{stump.name}</th>
                        <td>{stump.state === 'working' ? 'Working' : 'Resting'}</td>
                        <td>{countText(stump.visits)}</td>
                        <td>{countText(stump.previousVisits)}</td>
                        <td>{changeText(stump.visits, stump.previousVisits)}</td>
                        <td>{countText(stump.storiesPlayed)}</td>
                        <td>
                          <StumpProblemReportSlot stump={stump} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby="days-heading">
            <h2 id="days-heading">Visits per stump per day</h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Stump</th>
                    <th scope="col">Visits</th>
                  </tr>
                </thead>
                <tbody>
                  {data.stumps
                    .flatMap((stump) => stump.days.map((day) => ({ stump: stump.name, ...day })))
                    .sort((a, b) => a.day.localeCompare(b.day) || a.stump.localeCompare(b.stump))
                    .map((row) => (
                      <tr key={`${row.day} ${row.stump}`} data-testid="day-row">
                        <td>{row.day}</td>
                        <td>{row.stump}</td>
                        <td>{countText(row.visits)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
            <p>Days without visits are left out.</p>
          </section>
          <section aria-labelledby="busiest-heading" className={styles.busiest}>
            <h2 id="busiest-heading">Busiest times</h2>
            <CountBars
              caption="Visits by hour of the day (UTC)"
              label="Hour"
              rows={data.busiestHours.map((row) => ({ key: `${String(row.hour).padStart(2, '0')}:00`, visits: row.visits }))}
            />
            <CountBars
              caption="Visits by day of the week"
              label="Day"
              rows={data.busiestWeekdays.map((row) => ({ key: row.weekday, visits: row.visits }))}
            />
          </section>
        </>
      )}
    </div>
  );
}
