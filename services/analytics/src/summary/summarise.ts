import type { AnalyticsSummary, CountOf, PageStats } from '@storystump/contracts';

export interface DayTotals {
  day: string;
  sessions: number;
  bounces: number;
  pageViews: number;
  durationMs: number;
}
export interface DimensionCount {
  dimension: 'device' | 'source' | 'country';
  value: string;
  sessions: number;
}
export interface PageCount {
  page: string;
  views: number;
  uniqueViews: number;
  exits: number;
}

export const TOP_PAGES = 10;

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byCountDesc = (a: CountOf, b: CountOf) => b.count - a.count || byName(a._id, b._id);

function countsOf(rows: DimensionCount[], dimension: DimensionCount['dimension']): CountOf[] {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.dimension === dimension) counts.set(row.value, (counts.get(row.value) ?? 0) + row.sessions);
  return [...counts].map(([_id, count]) => ({ _id, count })).sort(byCountDesc);
}

/**
 * The summary of a range from its days' figures (rolled up or computed on the spot; one row per
 * day and page or value, several rows of one page or value add up). A session active on two days
 * counts on each.
 */
export function summarise(
  days: string[],
  totals: DayTotals[],
  dimensions: DimensionCount[],
  pages: PageCount[],
): AnalyticsSummary {
  const sum = (pick: (row: DayTotals) => number) => totals.reduce((total, row) => total + pick(row), 0);
  const sessions = sum((row) => row.sessions);
  const pageViews = sum((row) => row.pageViews);
  const viewsOfDay = new Map<string, number>();
  for (const row of totals) viewsOfDay.set(row.day, (viewsOfDay.get(row.day) ?? 0) + row.pageViews);

  const byPage = new Map<string, PageCount>();
  for (const row of pages) {
    const seen = byPage.get(row.page);
    byPage.set(
      row.page,
      seen
        ? {
            page: row.page,
            views: seen.views + row.views,
            uniqueViews: seen.uniqueViews + row.uniqueViews,
            exits: seen.exits + row.exits,
          }
        : { ...row },
    );
  }
  const topPages: PageStats[] = [...byPage.values()]
    .sort((a, b) => b.views - a.views || byName(a.page, b.page))
    .slice(0, TOP_PAGES)
    .map((row) => ({
      _id: row.page,
      totalViews: row.views,
      uniqueViews: row.uniqueViews,
      exitRate: row.views ? (row.exits / row.views) * 100 : 0,
    }));

  return {
    pageViews,
    uniqueVisitors: sessions,
    bounceRate: sessions ? (sum((row) => row.bounces) / sessions) * 100 : 0,
    avgSessionDuration: sessions ? sum((row) => row.durationMs) / sessions : 0,
    pagesPerSession: sessions ? pageViews / sessions : 0,
    deviceStats: countsOf(dimensions, 'device'),
    trafficSources: countsOf(dimensions, 'source'),
    locationStats: countsOf(dimensions, 'country'),
    topPages,
    dailyPageViews: days.map((day) => ({ _id: day, count: viewsOfDay.get(day) ?? 0 })),
  };
}
