import type { AnalyticsEventView, AnalyticsSummary } from '@storystump/contracts';
import { api } from '../../../api/base-api';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsSummary: build.query<AnalyticsSummary, DateRange>({
      query: (range) => ({ url: '/analytics/summary', params: range }),
      transformResponse: (response: { data: AnalyticsSummary }) => response.data,
    }),
    analyticsEvents: build.query<AnalyticsEventView[], DateRange>({
      query: (range) => ({ url: '/analytics/data', params: { ...range, limit: 1000 } }),
      transformResponse: (response: { data: AnalyticsEventView[] }) => response.data,
    }),
  }),
});

export const { useAnalyticsSummaryQuery, useAnalyticsEventsQuery } = analyticsApi;
