import { z } from 'zod';
import { searchText, uuid, wholeNumber } from './fields.js';
import { MAX_SEARCH_LENGTH } from './paging.js';
import { id, moment } from './reply-fields.js';

/** The longest greeting a stump may speak: a sentence or two. */
export const MAX_GREETING_LENGTH = 140;
/** Quiet periods a day may have. */
export const MAX_QUIET_PERIODS = 6;
/** A story pack's tag: lower-case letters, digits and dashes, starting with a letter or digit. */
export const STORY_PACK_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** The story packs a stump may say it holds. */
export const MAX_STORY_PACKS_HELD = 50;
/** The stations the list of those missing their story pack names. */
export const MAX_MISSING_PACKS_LISTED = 100;
/** The stations the drift list names; the count says how many drift in all. */
export const MAX_DRIFT_LISTED = 100;

const CLOCK_MESSAGE = 'must be a time HH:MM (00:00 to 23:59)';
const clock = z.string({ error: CLOCK_MESSAGE }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, CLOCK_MESSAGE);

let knownZones: ReadonlySet<string> | undefined;
/** The IANA time zones this runtime knows (UTC too, which some list apart). */
export const isKnownTimeZone = (zone: string): boolean => {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return knownZones.has(zone);
};

const timeZone = z
  .string({ error: 'must be a time zone such as Europe/London' })
  .refine(isKnownTimeZone, { error: (issue) => `must be a known time zone such as Europe/London, not "${String(issue.input)}"` });

/** A quiet period in the station's local time; one whose end is before its start runs over midnight. */
export const QuietPeriod = z
  .object({ start: clock, end: clock })
  .refine((period) => period.start !== period.end, 'must end at another time than it starts');
export type QuietPeriod = z.infer<typeof QuietPeriod>;

const greeting = z
  .string({ error: 'must be text' })
  .trim()
  .max(MAX_GREETING_LENGTH, `must be at most ${MAX_GREETING_LENGTH} characters`)
  // Spoken by the stump and shown in the admin as text: no markup, no control characters.
  .refine((value) => !/[<>]/.test(value), 'must be plain text, without < or >')
  // eslint-disable-next-line no-control-regex
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must be one line of text, without control characters');

const storyPack = z
  .string({ error: 'must be a tag' })
  .regex(STORY_PACK_PATTERN, 'must be a tag of lower-case letters, digits and dashes (at most 40), such as "woodland-winter"');

const volume = wholeNumber(0, 100);

/** Quiet hours are for being quieter: a quiet volume above the volume is refused where both are given. */
const quietNotLouder = <T extends { volume?: number | undefined; quietVolume?: number | null | undefined }>(config: T) =>
  config.volume === undefined ||
  config.quietVolume === undefined ||
  config.quietVolume === null ||
  config.quietVolume <= config.volume;
const QUIET_LOUDER = { message: 'must be at most the volume', path: ['quietVolume'] };

const fields = {
  timeZone,
  quietHours: z
    .array(QuietPeriod, { error: 'must be a list of { start, end }' })
    .max(MAX_QUIET_PERIODS, `must hold at most ${MAX_QUIET_PERIODS} periods`),
  volume,
  /** The volume during quiet hours; null: the same as the volume. */
  quietVolume: volume.nullable(),
  /** Null: the stump greets no one. */
  greeting: greeting.nullable(),
  storyPack,
};

/** A whole configuration: what the fleet's defaults hold, and what a stump is sent. */
export const StationConfig = z.object(fields).refine(quietNotLouder, QUIET_LOUDER);
export type StationConfig = z.infer<typeof StationConfig>;

/** A station's own values; a field left out is the fleet's default. */
export const StationConfigOverrides = z.object(fields).partial().refine(quietNotLouder, QUIET_LOUDER);
export type StationConfigOverrides = z.infer<typeof StationConfigOverrides>;

export const StationConfigInput = StationConfigOverrides.safeExtend({ id: uuid() });
export type StationConfigInput = z.infer<typeof StationConfigInput>;

export const ConfigAppliedInput = z.object({
  version: z
    .number({ error: 'must be a whole number, the version applied' })
    .int('must be a whole number, the version applied')
    .min(1, 'must be a whole number, the version applied'),
});
export type ConfigAppliedInput = z.infer<typeof ConfigAppliedInput>;

/** The fleet's defaults and the version their last change made. */
export const ConfigDefaultsView = z.object({ version: z.number().int(), config: StationConfig, updatedAt: moment() });
export type ConfigDefaultsView = z.infer<typeof ConfigDefaultsView>;

/** What a stump applies: its version (a change of the defaults or of the station's own values makes a new one) and the values. */
export const EffectiveConfig = z.object({ version: z.number().int(), config: StationConfig });
export type EffectiveConfig = z.infer<typeof EffectiveConfig>;

/** A station's configuration, desired beside reported. */
export const StationConfigView = z.object({
  baseStationId: id(),
  overrides: StationConfigOverrides,
  desired: EffectiveConfig,
  /** The version the stump last said it applied, and when; null until it has. */
  reported: z.object({ version: z.number().int(), appliedAt: moment() }).nullable(),
  /** Since when the stump has been behind the desired version; null when it is not. */
  driftSince: moment().nullable(),
});
export type StationConfigView = z.infer<typeof StationConfigView>;

export const DriftingStation = z.object({
  baseStationId: id(),
  base_id: z.string(),
  friendly_name: z.string(),
  desiredVersion: z.number().int(),
  appliedVersion: z.number().int().nullable(),
  driftSince: moment(),
});
export type DriftingStation = z.infer<typeof DriftingStation>;

/** The drift list's search: `q` in the stations' base_id and name. */
export const ConfigDriftQuery = z.object({ q: searchText(MAX_SEARCH_LENGTH).optional() });
export type ConfigDriftQuery = z.infer<typeof ConfigDriftQuery>;

/** The stations behind their desired configuration, the longest behind first; the counts are the whole fleet's. */
export const ConfigDriftReply = z.object({
  stations: z.number().int(),
  drifting: z.number().int(),
  longest: z.array(DriftingStation),
});
export type ConfigDriftReply = z.infer<typeof ConfigDriftReply>;

/** The story packs a stump holds, as its heartbeat says. */
export const HeldStoryPacks = z
  .array(storyPack, { error: 'must be a list of story pack tags' })
  .max(MAX_STORY_PACKS_HELD, `must hold at most ${MAX_STORY_PACKS_HELD} story packs`);

/** A station whose stump does not hold the story pack its configuration asks for. */
export const MissingPackStation = z.object({
  baseStationId: id(),
  base_id: z.string(),
  friendly_name: z.string(),
  /** The pack its effective configuration asks for. */
  storyPack: z.string(),
  /** What its stump last said it holds. */
  storyPacks: z.array(z.string()),
  reportedAt: moment(),
});
export type MissingPackStation = z.infer<typeof MissingPackStation>;

export const MissingPacksReply = z.object({
  /** Stations whose stump lacks its pack. */
  missing: z.number().int(),
  /** Stations whose stump never said what it holds: not known to miss anything. */
  unknown: z.number().int(),
  stations: z.array(MissingPackStation),
});
export type MissingPacksReply = z.infer<typeof MissingPacksReply>;
