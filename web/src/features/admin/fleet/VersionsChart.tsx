import type { FleetReply } from '@storystump/contracts';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { ApexChart } from '../analytics/ApexChart';
import { asChartText } from '../analytics/chart-text';

/** How many stumps run each version, as bars. */
export function VersionsChart({ versions }: { versions: FleetReply['versions'] }) {
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { type: 'bar', height: 240, toolbar: { show: false }, animations: { enabled: false } },
      series: [{ name: 'Stumps', data: versions.map((version) => version.count) }],
      xaxis: { categories: versions.map((version) => asChartText(version.tag)) },
      plotOptions: { bar: { horizontal: true, borderRadius: 3 } },
      colors: ['#2e7d32'],
      dataLabels: { enabled: true },
      noData: { text: 'No stump has reported its version yet' },
    }),
    [versions],
  );
  return <ApexChart options={options} label={`Running versions: ${versions.map((v) => `${v.tag} on ${v.count}`).join(', ')}`} />;
}
