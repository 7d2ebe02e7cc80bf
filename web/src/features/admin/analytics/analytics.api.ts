import type { AnalyticsEventView, AnalyticsRoutes, AnalyticsSummary } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { requestTo } from '../../../api/route-request';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsSummary: build.query<AnalyticsSummary, DateRange>({
      query: (range) => requestTo<typeof AnalyticsRoutes.summary>({ method: 'GET', path: 'analytics/summary' }, { query: range }),
      transformResponse: (response: { data: AnalyticsSummary }) => response.data,
    }),
    analyticsEvents: build.query<AnalyticsEventView[], DateRange>({
      query: (range) =>
        requestTo<typeof AnalyticsRoutes.events>({ method: 'GET', path: 'analytics/data' }, { query: { ...range, limit: 1000 } }),
      transformResponse: (response: { data: AnalyticsEventView[] }) => response.data,
    }),
  }),
});

export const { useAnalyticsSummaryQuery, useAnalyticsEventsQuery } = analyticsApi;
