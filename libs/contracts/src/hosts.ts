import { z } from 'zod';
import { checkedRange, rangeFields, withDefaultDays } from './date-range.js';
import { emailAddress, requiredText, uuid } from './fields.js';
import { listOperation, operation, operations } from './operation.js';
import { done, id } from './reply-fields.js';

/** The stumps one host may be given. */
export const MAX_HOST_STATIONS = 50;

/**
 * A count from 1 to this less one is never shown to a host (null, with `suppressed`), so no single
 * child's visit can be picked out; 0 is shown, since it picks out no one.
 */
export const FEWEST_SHOWN = 5;

/** A host's link token: `<host id>.<link version>.<signature>`; a new link raises the version, so the old one no longer opens. */
export const HOST_TOKEN_PATTERN = /^[0-9a-f-]{36}\.\d{1,9}\.[A-Za-z0-9_-]{43}$/;
export const hostToken = () => z.string({ error: 'is required' }).regex(HOST_TOKEN_PATTERN, 'must be the token of a host link');

/** A host's stump is `working` when it called in lately, else `resting` (silent, or never called in). */
export const HOST_STUMP_STATES = ['working', 'resting'] as const;
export type HostStumpState = (typeof HOST_STUMP_STATES)[number];

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const stationIds = () =>
  z
    .array(uuid(), { error: 'must be a list of station ids' })
    .max(MAX_HOST_STATIONS, `must name at most ${MAX_HOST_STATIONS} stations`)
    .transform((ids) => [...new Set(ids)]);

export const HostInput = z.object({ name: requiredText(200), email: emailAddress(), stationIds: stationIds() });
export type HostInput = z.infer<typeof HostInput>;

export const UpdateHostInput = HostInput.extend({ id: uuid() });
export type UpdateHostInput = z.infer<typeof UpdateHostInput>;

export const HostIdInput = z.object({ id: uuid() });
export type HostIdInput = z.infer<typeof HostIdInput>;

export const HostView = z.object({
  _id: id(),
  name: z.string(),
  email: z.string(),
  stationIds: z.array(id()),
  /** The host's portal: `/host/{token}` on the site. */
  portalUrl: z.string(),
});
export type HostView = z.infer<typeof HostView>;

export const HostTokenInput = z.object({ token: hostToken() });
export type HostTokenInput = z.infer<typeof HostTokenInput>;

export const HostPortalQuery = checkedRange(z.object(rangeFields).transform(withDefaultDays));
export type HostPortalQuery = z.infer<typeof HostPortalQuery>;

export const HostPortalInput = z.intersection(HostTokenInput, HostPortalQuery);
export type HostPortalInput = z.infer<typeof HostPortalInput>;

/** A count as a host sees it: `count` is null and `suppressed` true when it was from 1 to 4. */
export const HostCount = z.object({ count: z.number().int().nullable(), suppressed: z.boolean() });
export type HostCount = z.infer<typeof HostCount>;

/** One of the host's stumps: its name and figures, never its serial or who visited it. */
export const HostStump = z.object({
  /** Its station's id, to report a problem with it (the public map shows it too). */
  stationId: id(),
  name: z.string(),
  state: z.enum(HOST_STUMP_STATES),
  visits: HostCount,
  previousVisits: HostCount,
  storiesPlayed: HostCount,
  /** The days of the range with visits, oldest first. */
  days: z.array(z.object({ day: z.string(), visits: HostCount })),
});
export type HostStump = z.infer<typeof HostStump>;

export const HostPortal = z.object({
  host: z.object({ name: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  /** The range of the same length just before. */
  previous: z.object({ startDate: z.string(), endDate: z.string() }),
  totals: z.object({ visits: HostCount, previousVisits: HostCount, storiesPlayed: HostCount }),
  stumps: z.array(HostStump),
  /** Visits by hour of the day (UTC, 0 to 23) over the range, every hour listed. */
  busiestHours: z.array(z.object({ hour: z.number().int(), visits: HostCount })),
  /** Visits by day of the week over the range, Monday first. */
  busiestWeekdays: z.array(z.object({ weekday: z.enum(WEEKDAYS), visits: HostCount })),
});
export type HostPortal = z.infer<typeof HostPortal>;

/** What the badge says: the stories heard at the host's stumps this month (UTC). */
export const HostBadgeFigures = z.object({ month: z.string(), storiesPlayed: HostCount });
export type HostBadgeFigures = z.infer<typeof HostBadgeFigures>;

export const HostReportsInput = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month (YYYY-MM)') });
export type HostReportsInput = z.infer<typeof HostReportsInput>;

/** One host's report of a month, for its mail. */
export const HostReport = z.object({
  hostId: id(),
  name: z.string(),
  email: z.string(),
  portalUrl: z.string(),
  portal: HostPortal,
});
export type HostReport = z.infer<typeof HostReport>;

/** The stations one question of their hosts may name (a caller with more asks in several). */
export const MAX_STATIONS_ASKED = 1000;

export const StationHostsInput = z.object({ stationIds: z.array(uuid()).max(MAX_STATIONS_ASKED) });
export type StationHostsInput = z.infer<typeof StationHostsInput>;

/** The host a station stands with: the first added, when several show it. */
export const StationHost = z.object({ stationId: id(), hostId: id() });
export type StationHost = z.infer<typeof StationHost>;

export const StationContactsInput = z.object({ stationId: uuid() });
export type StationContactsInput = z.infer<typeof StationContactsInput>;

/** The contact e-mails of every host showing a station, first added first. */
export const StationContacts = z.object({ emails: z.array(z.string()) });
export type StationContacts = z.infer<typeof StationContacts>;

const tokenParams = { token: hostToken() };
const dayDescription = 'A day (YYYY-MM-DD, UTC); the range includes both ends';

export const HostOps = operations('analytics', 'hosts', {
  create: operation(HostInput, HostView, {
    method: 'POST',
    path: 'hosts',
    access: 'admin',
    summary: 'Add a host of stumps, with its portal link (admin)',
    tag: 'hosts',
    body: HostInput,
  }),
  list: listOperation(z.object({}).optional(), HostView, {
    method: 'GET',
    path: 'hosts',
    access: 'admin',
    summary: 'Every host, with its portal link (admin)',
    tag: 'hosts',
  }),
  update: operation(UpdateHostInput, HostView, {
    method: 'PUT',
    path: 'hosts/:id',
    access: 'admin',
    summary: "Change a host's name, contact or stumps (admin)",
    tag: 'hosts',
    body: HostInput,
  }),
  delete: operation(HostIdInput, done('deleted'), {
    method: 'DELETE',
    path: 'hosts/:id',
    access: 'admin',
    summary: 'Delete a host: its link no longer opens (admin)',
    tag: 'hosts',
  }),
  replaceLink: operation(HostIdInput, HostView, {
    method: 'POST',
    path: 'hosts/:id/link',
    access: 'admin',
    summary: "Replace a host's portal link: the old one no longer opens (admin)",
    tag: 'hosts',
    status: 200,
  }),
  portal: operation(HostPortalInput, HostPortal, {
    method: 'GET',
    path: 'hosts/portal/:token',
    access: 'public',
    summary: "A host's stumps over a date range, by its link's token: counts from 1 to 4 are left out",
    tag: 'hosts',
    params: tokenParams,
    query: HostPortalQuery,
    queryDescriptions: { startDate: dayDescription, endDate: dayDescription },
    cache: { maxAgeSeconds: 0, private: true },
  }),
  badge: operation(HostTokenInput, HostBadgeFigures),
  monthlyReports: listOperation(HostReportsInput, HostReport),
  /** The hosts of the stations that have one; a station without is left out. */
  ofStations: operation(StationHostsInput, z.array(StationHost)),
  contactsOf: operation(StationContactsInput, StationContacts),
});

/** BullMQ queues of the host reports (worked by the marketing service, which mails them). */
export const HostReportQueues = {
  monthly: 'marketing.host-reports',
} as const;

export interface HostReportQueuePayloads {
  [HostReportQueues.monthly]: Record<string, never>;
}
