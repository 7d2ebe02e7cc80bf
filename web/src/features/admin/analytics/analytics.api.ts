import type { AnalyticsEventView, AnalyticsRoutes, AnalyticsSummary, RealtimeView, StationFootfall } from '@storystump/contracts';
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
    analyticsRealtime: build.query<RealtimeView, void>({
      query: () => requestTo<typeof AnalyticsRoutes.realtime>({ method: 'GET', path: 'analytics/realtime' }),
    }),
    stumpFootfall: build.query<StationFootfall[], DateRange>({
      query: (range) =>
        requestTo<typeof AnalyticsRoutes.footfall>({ method: 'GET', path: 'analytics/footfall' }, { query: range }),
    }),
  }),
});

export const { useAnalyticsSummaryQuery, useAnalyticsEventsQuery, useAnalyticsRealtimeQuery, useStumpFootfallQuery } =
  analyticsApi;
