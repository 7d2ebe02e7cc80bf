import { z } from 'zod';
import { emailAddress, requiredText, uuid } from './fields.js';
import { STATION_STATES } from './fleet.js';
import { listOperation, operation, operations } from './operation.js';
import { id, moment } from './reply-fields.js';

/** What a member of the public can say is wrong with a stump. */
export const REPORT_CATEGORIES = ['silent', 'damaged', 'missing', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** Open reports that make a stump rest on the public map until an admin closes them. */
export const REPORTS_THAT_REST_A_STUMP = 2;

export const REPORT_STATES = ['open', 'closed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const StationReportInput = z.object({
  category: z.enum(REPORT_CATEGORIES, { error: `must be one of ${REPORT_CATEGORIES.join(', ')}` }),
  message: requiredText(2000),
  /** Optional: to be told back. An empty field counts as none. */
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    emailAddress().optional(),
  ),
});
export type StationReportInput = z.infer<typeof StationReportInput>;

export const ReportStationInput = StationReportInput.extend({ id: uuid() });
export type ReportStationInput = z.infer<typeof ReportStationInput>;

export const ReportReceivedReply = z.object({ received: z.literal(true), _id: id() });
export type ReportReceivedReply = z.infer<typeof ReportReceivedReply>;

export const ReportListQuery = z.object({
  state: z.enum(REPORT_STATES, { error: `must be one of ${REPORT_STATES.join(', ')}` }).default('open'),
});
export type ReportListQuery = z.output<typeof ReportListQuery>;

/** A report as the admins see it, with its station and the station's state now. */
export const StationReportView = z.object({
  _id: id(),
  category: z.enum(REPORT_CATEGORIES),
  message: z.string(),
  email: z.string().nullable(),
  createdAt: moment(),
  closedAt: moment().nullable(),
  station: z.object({
    _id: id(),
    base_id: z.string(),
    friendly_name: z.string(),
    state: z.enum(STATION_STATES),
    resting: z.boolean(),
  }),
});
export type StationReportView = z.infer<typeof StationReportView>;

export const ReportIdInput = z.object({ id: uuid() });
export type ReportIdInput = z.infer<typeof ReportIdInput>;

/** Why a stump rests: reports from the field, or its silence. */
export type RestingReason = 'reports' | 'silent';

/** A stump began or ended a rest: the station and the moment it began name the incident. */
export interface StationRestingEvent {
  incidentId: string;
  stationId: string;
  base_id: string;
  friendly_name: string;
  reason: RestingReason;
  openReports: number;
}

export const ReportOps = operations('devices', 'reports', {
  create: operation(ReportStationInput, ReportReceivedReply, {
    method: 'POST',
    path: 'basestations/:id/reports',
    access: 'public',
    summary: `Report a problem with a stump; ${REPORTS_THAT_REST_A_STUMP} open reports rest it on the map until an admin closes them`,
    tag: 'reports',
    rateLimits: ['report'],
    body: StationReportInput,
    forgets: { publicRead: 'stations' },
  }),
  list: listOperation(ReportListQuery.optional(), StationReportView, {
    method: 'GET',
    path: 'reports',
    access: 'admin',
    summary: 'Reports from the field, newest first, open ones unless state=closed is asked (admin)',
    tag: 'reports',
    query: ReportListQuery,
    queryDescriptions: { state: 'open (the default) or closed' },
  }),
  close: operation(ReportIdInput, StationReportView, {
    method: 'POST',
    path: 'reports/:id/close',
    access: 'admin',
    summary: 'Close a report from the field; the stump rests no more once too few stay open (admin)',
    tag: 'reports',
    status: 200,
    forgets: { publicRead: 'stations' },
  }),
});
