import { z } from 'zod';
import { pageLimit, queryWholeNumber, searchText, text, uuid, wholeNumber } from './fields.js';
import { MAX_ROLLOUT_PHASES } from './limits.js';
import { MAX_SEARCH_LENGTH } from './paging.js';
import { id, moment } from './reply-fields.js';
import { VitalsGate } from './vitals.js';

/** The states of a station in a rollout: where its stump's update stands. */
export const ROLLOUT_STATION_STATES = ['pending', 'downloading', 'installing', 'success', 'failure'] as const;
export type RolloutStationState = (typeof ROLLOUT_STATION_STATES)[number];

export const ROLLOUT_STATUSES = ['running', 'paused', 'halted', 'completed', 'cancelled'] as const;
export type RolloutStatus = (typeof ROLLOUT_STATUSES)[number];

/** A station is `silent` once it has not called in for SILENT_AFTER_SECONDS, `never` when it never has. */
export const STATION_STATES = ['online', 'silent', 'never'] as const;
export type StationState = (typeof STATION_STATES)[number];

/**
 * How the Fleet map marks a station, the most pressing first: it was reported stolen or lost, its
 * last update failed, it fell silent, its battery is low (LOW_BATTERY_PERCENT or less), it never
 * called in, or it is online.
 */
export const STATION_MARKS = ['lost', 'failed', 'silent', 'lowBattery', 'never', 'online'] as const;
export type StationMark = (typeof STATION_MARKS)[number];

const phases = z
  .array(wholeNumber(1, 100), { error: 'must be a list of percents' })
  .min(1, 'must hold at least one percent')
  .max(MAX_ROLLOUT_PHASES, `must hold at most ${MAX_ROLLOUT_PHASES} percents`)
  .refine((list) => list.every((percent, index) => index === 0 || percent > list[index - 1]!), 'must rise from one to the next')
  .refine((list) => list.at(-1) === 100, 'must end at 100');

/** The stations' own filters of their status list: the state of their last call and the version they run. */
export const StationStatusFilters = z.object({
  state: z.enum(STATION_STATES, { error: `must be one of ${STATION_STATES.join(', ')}` }).optional(),
  runningVersion: text(64).optional(),
});
export type StationStatusFilters = z.infer<typeof StationStatusFilters>;

/**
 * Stations picked by what they are rather than by id, as the status list finds them: its search
 * (`q`, in base_id and name), a state and a running version; every one given must hold.
 */
export const StationFilter = StationStatusFilters.extend({ q: searchText(MAX_SEARCH_LENGTH).optional() }).refine(
  (filter) => Boolean(filter.q?.trim() || filter.state || filter.runningVersion),
  'must name at least one of q, state, runningVersion',
);
export type StationFilter = z.infer<typeof StationFilter>;

/** A filter as a rollout keeps it, to say which stations it was started on. */
export const StationFilterView = z.object({
  q: z.string().optional(),
  state: z.enum(STATION_STATES).optional(),
  runningVersion: z.string().optional(),
});
export type StationFilterView = z.infer<typeof StationFilterView>;

/** The stations one call may name by id; more are picked with a filter. */
export const MAX_NAMED_STATIONS = 10_000;

/** Either the stations by id or a filter, never both. */
const oneTarget = (input: { stationIds?: unknown; filter?: unknown }) =>
  input.stationIds === undefined || input.filter === undefined;
const ONE_TARGET = {
  message: 'must not be given with stationIds: name the stations or give a filter, not both',
  path: ['filter'],
};

export const CreateRolloutInput = z
  .object({
    versionId: uuid(),
    /** Absent, as `filter` is: every station with an active key. */
    stationIds: z
      .array(uuid(), { error: 'must be a list of station ids' })
      .max(100_000, 'must hold at most 100000 stations')
      .optional(),
    filter: StationFilter.optional(),
    phases: phases.optional(),
    failureThreshold: wholeNumber(0, 100).optional(),
    minSample: wholeNumber(1, 100_000).optional(),
    vitalsGate: VitalsGate.optional(),
  })
  .refine(oneTarget, ONE_TARGET);
export type CreateRolloutInput = z.infer<typeof CreateRolloutInput>;

/** A version for many stations at once: by id (at most MAX_NAMED_STATIONS) or every one a filter matches. */
export const AssignStationsVersionInput = z
  .object({
    versionId: uuid(),
    stationIds: z
      .array(uuid(), { error: 'must be a list of station ids' })
      .min(1, 'must hold at least one station')
      .max(MAX_NAMED_STATIONS, `must hold at most ${MAX_NAMED_STATIONS} stations: for more, give a filter`)
      .optional(),
    filter: StationFilter.optional(),
  })
  .refine(oneTarget, ONE_TARGET)
  .refine((input) => input.stationIds !== undefined || input.filter !== undefined, {
    message: 'is required: name the stations (stationIds) or give a filter',
    path: ['stationIds'],
  });
export type AssignStationsVersionInput = z.infer<typeof AssignStationsVersionInput>;

export const StationsVersionAssigned = z.object({
  version: z.object({ _id: id(), tag: z.string() }),
  /** The stations named or matched. */
  stations: z.number().int(),
  /** The stations whose active keys had another version (or none) and now have this one. */
  changed: z.number().int(),
  /** The stations with no active key: nothing to assign it to. */
  withoutKey: z.number().int(),
});
export type StationsVersionAssigned = z.infer<typeof StationsVersionAssigned>;

export const RolloutCounts = z.object({
  pending: z.number().int(),
  downloading: z.number().int(),
  installing: z.number().int(),
  success: z.number().int(),
  failure: z.number().int(),
});
export type RolloutCounts = z.infer<typeof RolloutCounts>;

export const RolloutSummary = z.object({
  _id: id(),
  versionId: id(),
  tag: z.string(),
  status: z.enum(ROLLOUT_STATUSES),
  /** The phase now offered, counted from 0. */
  phase: z.number().int(),
  phases: z.array(z.number().int()),
  failureThreshold: z.number().int(),
  minSample: z.number().int(),
  counts: RolloutCounts,
  /** The filter its stations were picked with; null when they were named or every station with a key. */
  filter: StationFilterView.nullable(),
  /** Its guard on the version's crash-free hours; null when it has none. */
  vitalsGate: VitalsGate.nullable(),
  /** The version its stations ran when it was created (the most common), whose vitals the gate compares with. */
  previousTag: z.string().nullable(),
  haltReason: z.string().optional(),
  createdAt: moment(),
  updatedAt: moment(),
});
export type RolloutSummary = z.infer<typeof RolloutSummary>;

/** The stations one answer lists at most: the rest are asked for a page at a time. */
export const MAX_ROLLOUT_STATIONS_PAGE = 2000;
/** The stations each rollout of the list carries. */
export const LISTED_ROLLOUT_STATIONS = 100;

export const RolloutView = RolloutSummary.extend({
  /** How many stations the rollout has; `stations` is one page of them, in the rollout's order. */
  target: z.number().int(),
  stations: z.array(
    z.object({ baseStationId: id(), base_id: z.string(), phase: z.number().int(), state: z.enum(ROLLOUT_STATION_STATES) }),
  ),
});
export type RolloutView = z.infer<typeof RolloutView>;

export const RolloutIdInput = z.object({ id: uuid() });
export type RolloutIdInput = z.infer<typeof RolloutIdInput>;

export const RolloutStationsQuery = z.object({
  stationsOffset: queryWholeNumber(0, 10_000_000, 0),
  stationsLimit: pageLimit(MAX_ROLLOUT_STATIONS_PAGE, MAX_ROLLOUT_STATIONS_PAGE),
});
export type RolloutStationsQuery = z.infer<typeof RolloutStationsQuery>;

export const GetRolloutInput = RolloutStationsQuery.extend({ id: uuid() });
export type GetRolloutInput = z.infer<typeof GetRolloutInput>;

const clock = z
  .string({ error: 'must be a time HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM (00:00 to 23:59, UTC)');

/** When a stump may update, in UTC; a window whose end is before its start runs over midnight. */
export const UpdateWindow = z
  .object({ start: clock, end: clock })
  .refine((window) => window.start !== window.end, 'must end at another time than it starts');
export type UpdateWindow = z.infer<typeof UpdateWindow>;

/** What a stump measures, sent with its heartbeat. */
export const HealthInput = z.object({
  batteryPercent: wholeNumber(0, 100).optional(),
  temperatureC: z
    .number({ error: 'must be a number from -60 to 100' })
    .min(-60, 'must be a number from -60 to 100')
    .max(100, 'must be a number from -60 to 100')
    .optional(),
  signalDbm: z
    .number({ error: 'must be a number from -150 to 0' })
    .min(-150, 'must be a number from -150 to 0')
    .max(0, 'must be a number from -150 to 0')
    .optional(),
  freeStorageMb: wholeNumber(0, 10_000_000).optional(),
  storiesPlayed: wholeNumber(0, 1_000_000).optional(),
});
export type HealthInput = z.infer<typeof HealthInput>;

export const HealthView = z.object({
  at: moment(),
  batteryPercent: z.number().int().nullable(),
  temperatureC: z.number().nullable(),
  signalDbm: z.number().nullable(),
  freeStorageMb: z.number().int().nullable(),
  storiesPlayed: z.number().int().nullable(),
});
export type HealthView = z.infer<typeof HealthView>;

/** A station's health over one hour (UTC), rolled up from its heartbeats. */
export const HealthHourView = z.object({
  hour: moment(),
  samples: z.number().int(),
  batteryMin: z.number().int().nullable(),
  batteryAvg: z.number().nullable(),
  temperatureAvg: z.number().nullable(),
  signalAvg: z.number().nullable(),
  freeStorageMin: z.number().int().nullable(),
  storiesPlayed: z.number().int(),
});
export type HealthHourView = z.infer<typeof HealthHourView>;

/** The longest range of a station's hours of health the route answers. */
export const MAX_HEALTH_HOURS = 720;

export const HealthHoursQuery = z.object({
  hours: pageLimit(MAX_HEALTH_HOURS, 48),
});
export type HealthHoursQuery = z.infer<typeof HealthHoursQuery>;

export const FleetReply = z.object({
  stations: z.number().int(),
  online: z.number().int(),
  silent: z.number().int(),
  never: z.number().int(),
  lowBattery: z.number().int(),
  /** The stations by their Fleet mark, each in the most pressing one: they add up to `stations`. */
  marks: z.object({
    lost: z.number().int(),
    failed: z.number().int(),
    silent: z.number().int(),
    lowBattery: z.number().int(),
    never: z.number().int(),
    online: z.number().int(),
  }),
  versions: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type FleetReply = z.infer<typeof FleetReply>;

/** Asked of a stump outside its update window: 204, and when to ask again. */
export const RetryLater = z.object({ retryAfterSeconds: z.number().int().min(1) });
export type RetryLater = z.infer<typeof RetryLater>;

export interface StationSilenceEvent {
  /** The station and the moment it fell silent name the incident: one mail for each. */
  incidentId: string;
  stationId: string;
  base_id: string;
  friendly_name: string;
  lastSeenAt: string;
  /** When it called in again (`returned` only). */
  returnedAt?: string;
}

export interface RolloutHaltedEvent {
  id: string;
  tag: string;
  reason: string;
}
