import type { ApexOptions } from 'apexcharts';
import { addDays, type FootfallSummary, type StationFootfall } from '@storystump/contracts';
import { countOf, formatCount } from '../../../ui/numbers';
import { useMemo } from 'react';
import { ApexChart } from './ApexChart';
import type { DateRange } from './analytics.api';
import styles from './Analytics.module.css';
import { asChartText } from './chart-text';
import { FootfallFigures } from './FootfallFigures';

/** Stations drawn each as a line of their own; the rest are summed into one. */
const OWN_LINES = 6;
const COLOURS = ['#2f6f3e', '#c97b2a', '#4a7fb5', '#a2455a', '#7d6a9e', '#5b8c85', '#8a8a8a'];
const chart = { fontFamily: 'inherit', toolbar: { show: false }, animations: { enabled: false } };

/** Each day of the range, for the stations most visited, from the characters' visits. */
export function FootfallChart({
  footfall,
  summary,
  range,
}: {
  footfall: StationFootfall[];
  /** Over every stump visited in the range; left out until it has come. */
  summary: FootfallSummary | undefined;
  range: DateRange;
}) {
  const options = useMemo<ApexOptions>(() => {
    const days: string[] = [];
    for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) days.push(day);
    const line = (stations: StationFootfall[]) => {
      const perDay = new Map<string, number>();
      for (const station of stations) for (const day of station.days) perDay.set(day._id, (perDay.get(day._id) ?? 0) + day.count);
      return days.map((day) => perDay.get(day) ?? 0);
    };
    const own = footfall.slice(0, OWN_LINES);
    const rest = footfall.slice(OWN_LINES);
    const series = [
      ...own.map((station) => ({ name: `${station.name} (${station.base_id})`, data: line([station]) })),
      ...(rest.length ? [{ name: `${countOf(rest.length, 'other stump')}`, data: line(rest) }] : []),
    ];
    return {
      chart: { ...chart, type: 'line', height: 300 },
      series,
      xaxis: { categories: days, tooltip: { formatter: asChartText } },
      stroke: { width: 3 },
      colors: COLOURS,
      legend: { position: 'bottom', formatter: asChartText },
      tooltip: { x: { formatter: asChartText }, y: { title: { formatter: asChartText } } },
    };
  }, [footfall, range]);

  return (
    <figure className={`${styles.chart} ${styles.wide}`}>
      <figcaption>Stump visits</figcaption>
      {footfall.length > 0 && summary && <FootfallFigures shown={footfall.length} summary={summary} />}
      {footfall.length ? (
        <ApexChart options={options} label="Line chart of characters' visits to each stump by day" />
      ) : (
        <p>No characters visited a stump in these days.</p>
      )}
      {footfall.length > 0 && (
        <table className={styles.footfallTable} data-testid="footfall-table">
          <caption className="visually-hidden">Visits by stump</caption>
          <thead>
            <tr>
              <th scope="col">Stump</th>
              <th scope="col">Visits</th>
            </tr>
          </thead>
          <tbody>
            {footfall.map((station) => (
              <tr key={station.baseStationId}>
                <td>
                  {station.name} ({station.base_id})
                </td>
                <td>{formatCount(station.visits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
