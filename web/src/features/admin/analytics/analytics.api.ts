import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { AnalyticsEventView } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { pageOf, type ListPage } from '../../../api/paged-list';
import { requestFor, routeDataEndpoint, routeEndpoint } from '../../../api/route-endpoint';
import { analytics } from '../../../api/routes/analytics.generated';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Raw events a page of the Recent Events table holds. */
export const RECENT_EVENTS_PAGE = 10;

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsSummary: build.query(routeDataEndpoint(analytics, 'summary', (range: DateRange) => ({ query: range }))),
    /** The range's newest events, a page at a time: each further page is the older events the Link header names. */
    analyticsEventPages: build.infiniteQuery({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (last: ListPage<AnalyticsEventView>) => last.next,
      },
      query: ({ queryArg, pageParam }: { queryArg: DateRange; pageParam: string }) =>
        requestFor(analytics, 'events', {
          query: { ...queryArg, limit: RECENT_EVENTS_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      transformResponse: (answer: { data: AnalyticsEventView[] }, meta: FetchBaseQueryMeta | undefined) =>
        pageOf(answer.data, meta?.response?.headers),
    }),
    analyticsRealtime: build.query(routeEndpoint(analytics, 'realtime')),
    stumpFootfall: build.query(routeEndpoint(analytics, 'footfall', (range: DateRange) => ({ query: range }))),
    stumpFootfallSummary: build.query(routeEndpoint(analytics, 'footfallSummary', (range: DateRange) => ({ query: range }))),
  }),
});

export const {
  useAnalyticsSummaryQuery,
  useAnalyticsEventPagesInfiniteQuery,
  useAnalyticsRealtimeQuery,
  useStumpFootfallQuery,
  useStumpFootfallSummaryQuery,
} = analyticsApi;
