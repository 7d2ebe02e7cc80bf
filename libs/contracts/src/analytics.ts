import { z } from 'zod';
import { AnalyticsPrivacyOps } from './privacy.js';
import { contractOf, listOperation, operation, operations } from './operation.js';
import { done, id, moment } from './reply-fields.js';
import { NoInput, pageLimit, requiredText, text } from './fields.js';
import { CURSOR_DESCRIPTION, cursorParameter, PageReply } from './paging.js';
import { checkedRange, rangeFields, withDefaultDays } from './date-range.js';
import { HostOps } from './hosts.js';

/**
 * An export's CSV travels in pieces, each asked for on the subject its opening answered (one copy
 * of the service holds the export): `analytics.export-pieces.<export id>`.
 */
export const EXPORT_PIECES_PREFIX = 'analytics.export-pieces';
/** A piece asked for with this header stops the export (the download was abandoned). */
export const EXPORT_STOP_HEADER = 'Storystump-Export-Stop';
/** The last piece (empty) carries this header; a failed export's carries its reason in it. */
export const EXPORT_END_HEADER = 'Storystump-Export-End';

/** BullMQ queues of the analytics service. */
export const AnalyticsQueues = {
  rollup: 'analytics.rollup',
} as const;

export interface AnalyticsQueuePayloads {
  [AnalyticsQueues.rollup]: Record<string, never>;
}

/**
 * Tracked events travel from the gateway to the analytics service through this JetStream stream
 * (work-queue retention: a message leaves it once the service has stored it).
 */
export const TRACKED_EVENTS_STREAM = 'STORYSTUMP_ANALYTICS';
export const TRACKED_EVENTS_SUBJECT = 'analytics.tracked';

export const MAX_EVENTS_PAGE = 1000;
/** An event as sent, in bytes. */
export const MAX_EVENT_BYTES = 16 * 1024;
/** A page's path and address, in characters: the length the events table keeps. */
export const MAX_PAGE_CHARS = 2000;
/** The extra fields an event may carry, as JSON. */
export const MAX_EXTRA_BYTES = 4096;

/** The device categories the dashboard counts; anything else a client names is `other`. */
export const DEVICE_CATEGORIES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];

/** A traffic source is a short label of letters, digits, dots, dashes and underscores (a site's host, a campaign's name). */
const TRAFFIC_SOURCE = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** A label as the dashboard counts it: lower case, blanks as dashes, `other` when it is no label; blank is none. */
export function trafficLabelOf(value: string): string | undefined {
  const label = value.trim().toLowerCase().replace(/\s+/g, '-');
  if (!label) return undefined;
  return TRAFFIC_SOURCE.test(label) ? label : 'other';
}

/** Blank is absent; the rest, lower-cased, kept when `fits`, else `other`. */
const label = (max: number, fits: (value: string) => boolean) =>
  text(max).transform((value) => {
    const lower = value.trim().toLowerCase();
    if (!lower) return undefined;
    return fits(lower) ? lower : 'other';
  });

/** What the browser's tracker may send; fields it does not name are kept as `extra`. */
export const TrackInput = z
  .object({
    type: requiredText(40),
    sessionId: requiredText(64),
    timestamp: z
      .union([z.iso.datetime({ offset: true }), z.number().int().positive()], {
        error: 'must be an ISO 8601 date and time or milliseconds since 1970',
      })
      .optional(),
    page: text(MAX_PAGE_CHARS).optional(),
    url: text(MAX_PAGE_CHARS).optional(),
    deviceCategory: label(40, (value) => (DEVICE_CATEGORIES as readonly string[]).includes(value)).optional(),
    trafficSource: label(100, (value) => TRAFFIC_SOURCE.test(value)).optional(),
    error: text(2000).optional(),
    event: text(200).optional(),
    interaction: z
      .union(
        [
          text(500),
          z.object({
            elementType: text(40).optional(),
            text: text(200).optional(),
            href: text(2000).optional(),
          }),
        ],
        { error: 'must be text or {elementType, text, href}' },
      )
      .optional(),
    isExit: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .catchall(z.unknown());
export type TrackInput = z.infer<typeof TrackInput>;

/** The tracker's answer: the event is safely queued. */
export const TrackAccepted = done('accepted');

/** What the gateway publishes: the event as checked, with what only the server can know. */
export const TrackedEvent = z.object({
  id: id(),
  receivedAt: moment(),
  sessionId: z.string(),
  type: z.string(),
  timestamp: moment().nullable(),
  page: z.string().nullable(),
  url: z.string().nullable(),
  deviceCategory: z.string().nullable(),
  trafficSource: z.string().nullable(),
  country: z.string().nullable(),
  error: z.string().nullable(),
  event: z.string().nullable(),
  // Null beside the text, not around the union: OpenAPI 3.0 takes `nullable` only beside a `type`.
  interaction: z.union([
    z.string().nullable(),
    z.object({ elementType: z.string().optional(), text: z.string().optional(), href: z.string().optional() }),
  ]),
  isExit: z.boolean(),
  /** Its page's `utm_campaign`, when its address named one. */
  utmCampaign: z.string().nullable().default(null),
  /** Sent by a known bot, going by its user agent: counted apart, in no other figure. */
  isBot: z.boolean().default(false),
  extra: z.record(z.string(), z.unknown()).nullable(),
});
export type TrackedEvent = z.output<typeof TrackedEvent>;

/**
 * One message on the tracked-events stream: the events the gateway received at about the same
 * moment, published and acknowledged together (one JetStream round trip for many page views).
 */
export interface TrackedEventsMessage {
  events: TrackedEvent[];
}

export const DateRangeQuery = checkedRange(z.object(rangeFields).transform(withDefaultDays));
export type DateRangeQuery = z.infer<typeof DateRangeQuery>;

/** The stations a footfall answer lists at most: the most visited. */
export const MAX_FOOTFALL_STATIONS = 100;

export const FootfallQuery = checkedRange(
  z.object({ ...rangeFields, limit: pageLimit(MAX_FOOTFALL_STATIONS, 50) }).transform(withDefaultDays),
);
export type FootfallQuery = z.infer<typeof FootfallQuery>;

/** A range's newest events, at most `limit`; `cursor` (from the Link header) starts at the next, older, ones. */
export const EventsQuery = checkedRange(
  z
    .object({ ...rangeFields, limit: pageLimit(MAX_EVENTS_PAGE, MAX_EVENTS_PAGE), cursor: cursorParameter() })
    .transform(withDefaultDays),
);
export type EventsQuery = z.infer<typeof EventsQuery>;

export const CountOf = z.object({ _id: z.string(), count: z.number().int() });
export type CountOf = z.infer<typeof CountOf>;

export const PageStats = z.object({
  _id: z.string(),
  totalViews: z.number().int(),
  uniqueViews: z.number().int(),
  /** Exits on the page per 100 views of it. */
  exitRate: z.number(),
});
export type PageStats = z.infer<typeof PageStats>;

/** The figures of a range that a card shows, for the range before it as for the range itself. */
export const SummaryFigures = z.object({
  pageViews: z.number().int(),
  uniqueVisitors: z.number().int(),
  bounceRate: z.number(),
  avgSessionDuration: z.number(),
  pagesPerSession: z.number(),
  bots: z.number().int(),
});
export type SummaryFigures = z.infer<typeof SummaryFigures>;

export const AnalyticsSummary = z.object({
  pageViews: z.number().int(),
  uniqueVisitors: z.number().int(),
  /** Percent of sessions with one page view. */
  bounceRate: z.number(),
  /** Milliseconds. */
  avgSessionDuration: z.number(),
  pagesPerSession: z.number(),
  deviceStats: z.array(CountOf),
  trafficSources: z.array(CountOf),
  locationStats: z.array(CountOf),
  topPages: z.array(PageStats),
  /** Page views of each day of the range, oldest first (`_id` is the day). */
  dailyPageViews: z.array(CountOf),
  /** Events sent by known bots, left out of every other figure. */
  bots: z.number().int(),
  /** Sessions by the `utm_campaign` their first page named. */
  campaigns: z.array(CountOf),
  /** The same figures for the range of the same length just before this one. */
  previous: SummaryFigures.extend({ startDate: z.string(), endDate: z.string() }),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummary>;

/** How far back "now" reaches on the dashboard's realtime card. */
export const REALTIME_MINUTES = 5;

export const RealtimeView = z.object({
  /** Sessions seen in the last five minutes. */
  visitors: z.number().int(),
  pageViews: z.number().int(),
  topPages: z.array(CountOf),
});
export type RealtimeView = z.infer<typeof RealtimeView>;

/** One station's visits by characters in a range, each day's count with it (days without visits left out). */
export const StationFootfall = z.object({
  baseStationId: id(),
  base_id: z.string(),
  name: z.string(),
  visits: z.number().int(),
  days: z.array(CountOf),
});
export type StationFootfall = z.infer<typeof StationFootfall>;

/** A range's footfall over every station visited, however many the footfall list names. */
export const FootfallSummary = z.object({
  /** The stations visited at least once in the range. */
  stations: z.number().int(),
  visits: z.number().int(),
});
export type FootfallSummary = z.infer<typeof FootfallSummary>;

/** Where the gateway asks for an export's pieces. */
export const ExportOpened = z.object({ pieces: z.string() });
export type ExportOpened = z.infer<typeof ExportOpened>;

/** An event as stored: what the browser sent (its extra fields beside the named ones) and what the server added. */
export const AnalyticsEventView = TrackedEvent.omit({ id: true, timestamp: true, extra: true })
  .extend({
    _id: id(),
    /** The browser's time, else the receive time. */
    timestamp: moment(),
  })
  .catchall(z.unknown());
export type AnalyticsEventView = z.infer<typeof AnalyticsEventView>;

const dayDescription = 'A day (YYYY-MM-DD, UTC); the range includes both ends';

export const SummaryOps = operations('analytics', 'summary', {
  get: operation(DateRangeQuery, AnalyticsSummary, {
    method: 'GET',
    path: 'analytics/summary',
    access: 'admin',
    summary: 'Visits summed up over a date range',
    tag: 'analytics',
    query: DateRangeQuery,
    queryDescriptions: { startDate: dayDescription, endDate: dayDescription },
    replyInData: true,
  }),
});

export const RawEventOps = operations('analytics', 'raw-events', {
  list: listOperation(EventsQuery, AnalyticsEventView, {
    method: 'GET',
    path: 'analytics/data',
    access: 'admin',
    summary: 'The newest raw events of a date range, a page at a time: the Link header names the next (older) page',
    tag: 'analytics',
    query: EventsQuery,
    queryDescriptions: {
      startDate: dayDescription,
      endDate: dayDescription,
      limit: `Newest events first, at most this many (default and most ${MAX_EVENTS_PAGE})`,
      cursor: CURSOR_DESCRIPTION,
    },
    replyInData: true,
  }),
  /** The route's answer to every request: a page of the range's events, newest first, keyset on (moment, id). */
  listPage: {
    input: EventsQuery,
    reply: PageReply(AnalyticsEventView),
    inPieces: 'page' as const,
    askedBy: [],
    http: undefined,
  },
});

export const RealtimeOps = operations('analytics', 'realtime', {
  get: operation(NoInput, RealtimeView, {
    method: 'GET',
    path: 'analytics/realtime',
    access: 'admin',
    summary: 'Visitors, page views and top pages of the last five minutes (bots left out)',
    tag: 'analytics',
  }),
});

export const FootfallOps = operations('analytics', 'footfall', {
  get: listOperation(FootfallQuery, StationFootfall, {
    method: 'GET',
    path: 'analytics/footfall',
    access: 'admin',
    summary: "Characters' visits to each stump over a date range, day by day",
    tag: 'analytics',
    query: FootfallQuery,
    queryDescriptions: {
      startDate: dayDescription,
      endDate: dayDescription,
      limit: 'The most visited stations, at most this many (default 50, most 100)',
    },
  }),
  summary: operation(DateRangeQuery, FootfallSummary, {
    method: 'GET',
    path: 'analytics/footfall/summary',
    access: 'admin',
    summary: 'How many stumps characters visited over a date range, and how many visits, over every stump',
    tag: 'analytics',
    query: DateRangeQuery,
    queryDescriptions: { startDate: dayDescription, endDate: dayDescription },
  }),
});

export const ExportOps = operations('analytics', 'export', {
  open: operation(DateRangeQuery, ExportOpened),
});

export const analyticsContract = contractOf(
  SummaryOps,
  RawEventOps,
  RealtimeOps,
  FootfallOps,
  ExportOps,
  AnalyticsPrivacyOps,
  HostOps,
);

/** The analytics service publishes no domain events. */
export type AnalyticsEventPayloads = Record<never, never>;
