import { DateRangeQuery, FootfallOps, RawEventOps, RealtimeOps, SummaryOps, TrackInput } from '../analytics.js';
import { DeadLettersQuery, MAX_DEAD_LETTERS_PAGE } from '../dead-letters.js';
import { LivenessReply, SystemHealthReply } from '../health.js';
import { pagedRouteOf, route, routeOf } from './route.js';

const dayDescription = 'A day (YYYY-MM-DD, UTC); the range includes both ends';

export const AnalyticsRoutes = {
  /** Worked by the gateway: a JSON event or a beacon's text, queued on JetStream before the 202. */
  track: route({
    method: 'POST',
    path: 'analytics/track',
    access: 'public',
    summary: "A visitor's event, queued before the answer",
    tag: 'analytics',
    status: 202,
    rateLimits: ['track'],
    body: TrackInput,
  }),
  summary: routeOf(SummaryOps.get),
  /** Always a page: newest first, the next (older) one in the Link header. */
  events: pagedRouteOf(RawEventOps.list, RawEventOps.listPage),
  /** Worked by the gateway, which streams the CSV as the analytics service hands it out. */
  export: route({
    method: 'GET',
    path: 'analytics/export',
    access: 'admin',
    summary: "A date range's events as CSV (a header row first, newest first), streamed",
    tag: 'analytics',
    query: DateRangeQuery,
    queryDescriptions: { startDate: dayDescription, endDate: dayDescription },
  }),
  realtime: routeOf(RealtimeOps.get),
  footfall: routeOf(FootfallOps.get),
  footfallSummary: routeOf(FootfallOps.summary),
} as const;

/** Worked by the gateway itself: none of these is one service's answer. */
export const OperationsRoutes = {
  live: route({
    method: 'GET',
    path: 'health/live',
    access: 'public',
    summary: 'The gateway is up (liveness)',
    tag: 'health',
    reply: LivenessReply,
  }),
  health: route({
    method: 'GET',
    path: 'health',
    access: 'public',
    summary: 'The gateway and every service, each with its checks',
    tag: 'health',
    reply: SystemHealthReply,
  }),
  deadLetters: route({
    method: 'GET',
    path: 'dead-letters',
    access: 'admin',
    summary: "What the services' consumers could not process and set aside, newest first (admin)",
    tag: 'operations',
    query: DeadLettersQuery,
    queryDescriptions: {
      limit: `At most this many (default 100, at most ${MAX_DEAD_LETTERS_PAGE}); fewer when more would not fit in one reply`,
      cursor:
        'Where the page starts: given in the `Link` header (rel="next") of the page before, which is absent on the last page',
    },
  }),
} as const;
