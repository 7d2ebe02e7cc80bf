import type { AnalyticsSummary, CountOf, PageStats, SummaryFigures } from '@storystump/contracts';

export interface DayTotals {
  day: string;
  sessions: number;
  bounces: number;
  pageViews: number;
  durationMs: number;
  bots: number;
}
export interface DimensionCount {
  dimension: 'device' | 'source' | 'country' | 'campaign';
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

/** The figures a card shows, from a range's daily totals. */
export function figuresOf(totals: DayTotals[]): SummaryFigures {
  const sum = (pick: (row: DayTotals) => number) => totals.reduce((total, row) => total + pick(row), 0);
  const sessions = sum((row) => row.sessions);
  const pageViews = sum((row) => row.pageViews);
  return {
    pageViews,
    uniqueVisitors: sessions,
    bounceRate: sessions ? (sum((row) => row.bounces) / sessions) * 100 : 0,
    avgSessionDuration: sessions ? sum((row) => row.durationMs) / sessions : 0,
    pagesPerSession: sessions ? pageViews / sessions : 0,
    bots: sum((row) => row.bots),
  };
}

/**
 * The summary of a range from its figures: one row a day, one a dimension's value and one for
 * each top page, already in the order they are shown. A session active on two days counts on each.
 */
export function summarise(
  days: string[],
  totals: DayTotals[],
  dimensions: DimensionCount[],
  pages: PageCount[],
  previous: AnalyticsSummary['previous'],
): AnalyticsSummary {
  const viewsOfDay = new Map(totals.map((row) => [row.day, row.pageViews]));
  const countsOf = (dimension: DimensionCount['dimension']): CountOf[] =>
    dimensions.filter((row) => row.dimension === dimension).map((row) => ({ _id: row.value, count: row.sessions }));
  const topPages: PageStats[] = pages.map((row) => ({
    _id: row.page,
    totalViews: row.views,
    uniqueViews: row.uniqueViews,
    exitRate: row.views ? (row.exits / row.views) * 100 : 0,
  }));

  const { bots, ...figures } = figuresOf(totals);
  return {
    ...figures,
    deviceStats: countsOf('device'),
    trafficSources: countsOf('source'),
    locationStats: countsOf('country'),
    topPages,
    dailyPageViews: days.map((day) => ({ _id: day, count: viewsOfDay.get(day) ?? 0 })),
    bots,
    campaigns: countsOf('campaign'),
    previous,
  };
}
