import { api } from '../../../api/base-api';
import { routeDataEndpoint, routeEndpoint } from '../../../api/route-endpoint';
import { analytics } from '../../../api/routes/analytics.generated';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsSummary: build.query(routeDataEndpoint(analytics, 'summary', (range: DateRange) => ({ query: range }))),
    analyticsEvents: build.query(
      routeDataEndpoint(analytics, 'events', (range: DateRange) => ({ query: { ...range, limit: 1000 } })),
    ),
    analyticsRealtime: build.query(routeEndpoint(analytics, 'realtime')),
    stumpFootfall: build.query(routeEndpoint(analytics, 'footfall', (range: DateRange) => ({ query: range }))),
    stumpFootfallSummary: build.query(routeEndpoint(analytics, 'footfallSummary', (range: DateRange) => ({ query: range }))),
  }),
});

export const {
  useAnalyticsSummaryQuery,
  useAnalyticsEventsQuery,
  useAnalyticsRealtimeQuery,
  useStumpFootfallQuery,
  useStumpFootfallSummaryQuery,
} = analyticsApi;
