import type { ApexOptions, ApexXAxis } from 'apexcharts';
import type { AnalyticsSummary, CountOf } from '@storystump/contracts';
import { useMemo } from 'react';
import { ApexChart } from './ApexChart';
import styles from './Analytics.module.css';
import { asChartText } from './chart-text';

const DEVICE_COLOURS = ['#2f6f3e', '#c97b2a', '#4a7fb5'];
const SOURCE_COLOURS = ['#2f6f3e', '#c97b2a', '#4a7fb5', '#a2455a', '#7d6a9e'];
const chart = { fontFamily: 'inherit', toolbar: { show: false }, animations: { enabled: false } };
// Labels come from visitors: ApexCharts writes legends and tooltips as HTML, so each goes in as text.
// (Axis and data labels are SVG text nodes, which show any label as it is.)
const asText: Pick<ApexOptions, 'legend' | 'tooltip'> = {
  legend: { position: 'bottom', formatter: asChartText },
  tooltip: { x: { formatter: asChartText }, y: { title: { formatter: asChartText } } },
};
const xaxisOf = (categories: string[]): ApexXAxis => ({ categories, tooltip: { formatter: asChartText } });
const labelsOf = (rows: CountOf[]) => rows.map((row) => row._id);
const countsOf = (rows: CountOf[]) => rows.map((row) => row.count);

/** The pictures of the dashboard: views by day, devices, sources, top pages, countries, and campaigns when there are any. */
export function AnalyticsCharts({ summary }: { summary: AnalyticsSummary }) {
  const charts = useMemo(() => {
    const daily: ApexOptions = {
      ...asText,
      chart: { ...chart, type: 'line', height: 280 },
      series: [{ name: 'Page views', data: countsOf(summary.dailyPageViews) }],
      xaxis: xaxisOf(labelsOf(summary.dailyPageViews)),
      stroke: { width: 3 },
      colors: ['#2f6f3e'],
    };
    const devices: ApexOptions = {
      ...asText,
      chart: { ...chart, type: 'donut', height: 280 },
      series: countsOf(summary.deviceStats),
      labels: labelsOf(summary.deviceStats),
      colors: DEVICE_COLOURS,
    };
    const sources: ApexOptions = {
      ...asText,
      chart: { ...chart, type: 'pie', height: 280 },
      series: countsOf(summary.trafficSources),
      labels: labelsOf(summary.trafficSources),
      colors: SOURCE_COLOURS,
    };
    const pages: ApexOptions = {
      ...asText,
      chart: { ...chart, type: 'bar', height: 320 },
      series: [
        { name: 'Total views', data: summary.topPages.map((p) => p.totalViews) },
        { name: 'Unique views', data: summary.topPages.map((p) => p.uniqueViews) },
        { name: 'Exit rate %', data: summary.topPages.map((p) => Number(p.exitRate.toFixed(2))) },
      ],
      xaxis: xaxisOf(summary.topPages.map((p) => p._id)),
      colors: SOURCE_COLOURS,
    };
    const countries: ApexOptions = {
      ...asText,
      chart: { ...chart, type: 'bar', height: 280 },
      series: [{ name: 'Visitors', data: countsOf(summary.locationStats) }],
      xaxis: xaxisOf(labelsOf(summary.locationStats)),
      colors: ['#4a7fb5'],
    };
    const campaigns: ApexOptions = {
      ...asText,
      chart: { ...chart, type: 'bar', height: 240 },
      series: [{ name: 'Visitors', data: countsOf(summary.campaigns) }],
      xaxis: xaxisOf(labelsOf(summary.campaigns)),
      colors: ['#c97b2a'],
    };
    return { daily, devices, sources, pages, countries, campaigns };
  }, [summary]);

  return (
    <div className={styles.charts}>
      <figure className={`${styles.chart} ${styles.wide}`}>
        <figcaption>Daily page views</figcaption>
        <ApexChart options={charts.daily} label="Line chart of page views by day" />
      </figure>
      <figure className={styles.chart}>
        <figcaption>Devices</figcaption>
        <ApexChart options={charts.devices} label="Doughnut chart of visitors by device category" />
      </figure>
      <figure className={styles.chart}>
        <figcaption>Traffic sources</figcaption>
        <ApexChart options={charts.sources} label="Pie chart of visitors by traffic source" />
      </figure>
      <figure className={`${styles.chart} ${styles.wide}`}>
        <figcaption>Top pages</figcaption>
        <ApexChart options={charts.pages} label="Bar chart of the top pages: total views, unique views and exit rate" />
      </figure>
      <figure className={`${styles.chart} ${styles.wide}`}>
        <figcaption>Visitors by country</figcaption>
        <ApexChart options={charts.countries} label="Bar chart of visitors by country" />
      </figure>
      {summary.campaigns.length > 0 && (
        <figure className={`${styles.chart} ${styles.wide}`}>
          <figcaption>Campaigns</figcaption>
          <ApexChart options={charts.campaigns} label="Bar chart of visitors by campaign (utm_campaign)" />
        </figure>
      )}
    </div>
  );
}
