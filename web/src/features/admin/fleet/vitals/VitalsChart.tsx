import type { VersionVitals } from '@storystump/contracts';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { ApexChart } from '../../analytics/ApexChart';
import { asChartText } from '../../analytics/chart-text';
import type { VitalsComparison } from './vitals-comparison';

const FIGURES = [
  ['crashFreeHoursPercent', 'Crash-free hours (%)'],
  ['batteryDrainPerDay', 'Battery drain per day (points)'],
  ['nfcErrorsPer100Visits', 'NFC errors per 100 visits'],
] as const;

const shown = (value: number | null) => (value === null ? 'no visits' : String(value));

/** The vitals of the current version beside the previous one's, as grouped bars and as a table. */
export function VitalsChart({ current, previous }: VitalsComparison) {
  const versions = useMemo(
    () => [current, previous].filter((version): version is VersionVitals => version !== null),
    [current, previous],
  );
  const options = useMemo<ApexOptions>(
    () => ({
      // The table below gives the figures to the keyboard and screen readers; the legend's buttons would
      // be controls inside the chart's image.
      chart: {
        type: 'bar',
        height: 260,
        toolbar: { show: false },
        animations: { enabled: false },
        accessibility: { keyboard: { enabled: false } },
      },
      series: versions.map((version) => ({
        name: asChartText(version.tag),
        data: FIGURES.map(([field]) => version[field] ?? 0),
      })),
      xaxis: { categories: FIGURES.map(([, label]) => label) },
      plotOptions: { bar: { horizontal: false, borderRadius: 3 } },
      colors: ['#2e7d32', '#8d6e63'],
      dataLabels: { enabled: true },
    }),
    [versions],
  );
  const label = versions
    .map((version) => `${version.tag}: ${FIGURES.map(([field, name]) => `${name} ${shown(version[field])}`).join(', ')}`)
    .join('; ');
  return (
    <>
      <ApexChart options={options} label={`Version vitals, ${label}`} />
      <table data-testid="version-vitals">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Stations</th>
            <th scope="col">Hours observed</th>
            {FIGURES.map(([field, name]) => (
              <th key={field} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {versions.map((version, index) => (
            <tr key={version.tag}>
              <th scope="row">
                {version.tag} ({index === 0 ? 'current' : 'previous'})
              </th>
              <td>{version.stations}</td>
              <td>{version.hoursObserved}</td>
              {FIGURES.map(([field]) => (
                <td key={field}>{shown(version[field])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
