import { z } from 'zod';
import { HostStationOps } from './host-stations.js';
import { DeviceIdentity } from './context.js';
import { batchedOperation, contractOf, listOperation, operation, operations, pagedQuery, pageOperation } from './operation.js';
import {
  CURSOR_DESCRIPTION,
  cursorParameter,
  DEFAULT_PAGE_LIMIT,
  MAX_PAGE_LIMIT,
  pageLimitParameter,
  pageQueryDescriptions,
  PageReply,
  paging,
} from './paging.js';
import { NoInput, requiredText, text, uuid, wholeNumber } from './fields.js';
import {
  CreateRolloutInput,
  LISTED_ROLLOUT_STATIONS,
  MAX_ROLLOUT_STATIONS_PAGE,
  RolloutStationsQuery,
  FleetReply,
  GetRolloutInput,
  HealthHourView,
  HealthHoursQuery,
  HealthInput,
  HealthView,
  RetryLater,
  RolloutIdInput,
  RolloutSummary,
  RolloutView,
  STATION_STATES,
  StationStatusFilters,
  StationsVersionAssigned,
  AssignStationsVersionInput,
  MAX_NAMED_STATIONS,
  UpdateWindow,
  type RolloutHaltedEvent,
  type StationSilenceEvent,
} from './fleet.js';
import { FIRMWARE_STATUSES, REBOOT_REASONS } from './limits.js';
import { done, id, moment } from './reply-fields.js';
import {
  FleetMapFeature,
  MAX_MAP_FEATURES,
  MAX_PLACES,
  NearestStationsQuery,
  NearStationView,
  PlaceSearchQuery,
  PlaceView,
  StationMapQuery,
  VersionedStationMap,
} from './station-map.js';
import { ReportOps, type StationRestingEvent } from './station-reports.js';
import { DevicesFamilyDataOps } from './family-export.js';
import { StationTownOps } from './journey-shares.js';
import {
  ConfigAppliedInput,
  ConfigDefaultsView,
  ConfigDriftQuery,
  ConfigDriftReply,
  EffectiveConfig,
  HeldStoryPacks,
  MAX_DRIFT_LISTED,
  MAX_MISSING_PACKS_LISTED,
  MissingPacksReply,
  StationConfig,
  StationConfigInput,
  StationConfigOverrides,
  StationConfigView,
} from './station-config.js';
import { versioned } from './routes/route.js';
import { VersionVitals, VersionVitalsQuery } from './vitals.js';

export const DevicesEvents = {
  stationCreated: 'devices.events.station.created',
  stationUpdated: 'devices.events.station.updated',
  stationDeleted: 'devices.events.station.deleted',
  keyRevoked: 'devices.events.apikey.revoked',
  versionDeleted: 'devices.events.version.deleted',
  stationSilent: 'devices.events.station.silent',
  stationReturned: 'devices.events.station.returned',
  rolloutHalted: 'devices.events.rollout.halted',
  /** A stump began to rest on the public map (open reports or silence): once per incident. */
  stationResting: 'devices.events.station.resting',
  stationRested: 'devices.events.station.rested',
} as const;

/** Devices' BullMQ queues. */
export const DevicesQueues = {
  /** Looks for stumps fallen silent and rolls their health up by the hour (a Job Scheduler runs it). */
  fleetWatch: 'devices.fleet-watch',
} as const;

export interface DevicesQueuePayloads {
  [DevicesQueues.fleetWatch]: Record<string, never>;
}

/** What every API key starts with, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'ssk_';
/** An API key as issued: the prefix and 256 random bits, base64url. */
export const API_KEY_PATTERN = /^ssk_[A-Za-z0-9_-]{43}$/;

/** The JetStream Object Store bucket that holds firmware zips. */
export const FIRMWARE_BUCKET = 'storystump-firmware';

const coordinate = (min: number, max: number) => {
  const message = `must be a number from ${min} to ${max}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[-+]?(\d+\.?\d*|\.\d+)$/, message)
          .transform(Number),
      ],
      {
        error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'is required' : message),
      },
    )
    .pipe(z.number().min(min, message).max(max, message).refine(Number.isFinite, message));
};

export const StationInput = z.object({
  base_id: requiredText(64),
  friendly_name: requiredText(120),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  /** Absent: left as it is; null: the stump may update at any time. */
  updateWindow: UpdateWindow.nullable().optional(),
});
export type StationInput = z.infer<typeof StationInput>;

export const UpdateStationInput = StationInput.extend({ id: uuid() });
export type UpdateStationInput = z.infer<typeof UpdateStationInput>;

export const IdInput = z.object({ id: uuid() });
export type IdInput = z.infer<typeof IdInput>;

export const GenerateKeyInput = z.object({ baseStationId: uuid() });
export type GenerateKeyInput = z.infer<typeof GenerateKeyInput>;

export const AssignVersionInput = z.object({ apiKeyId: uuid(), versionId: uuid() });
export type AssignVersionInput = z.infer<typeof AssignVersionInput>;

/** A firmware tag: it names the download's file too, so it keeps to file-name-safe characters. */
export const versionTag = () =>
  requiredText(64).pipe(
    z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._+-]*$/, 'must start with a letter or digit and use only letters, digits, . _ + -'),
  );

export const TagInput = z.object({ tag: versionTag() });
export type TagInput = z.infer<typeof TagInput>;

export const RecordVersionInput = z.object({
  id: uuid(),
  tag: versionTag(),
  size: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex sha256'),
});
export type RecordVersionInput = z.infer<typeof RecordVersionInput>;

export const OpenDownloadInput = z.object({
  id: uuid(),
  expires: z.coerce.number({ error: 'must be a time' }).int('must be a time'),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a valid signature'),
});
export type OpenDownloadInput = z.infer<typeof OpenDownloadInput>;

export const NextFirmwareInput = z.object({ current: text(64).optional() });
export type NextFirmwareInput = z.infer<typeof NextFirmwareInput>;

export const FirmwareStatusInput = z.object({
  status: z.enum(FIRMWARE_STATUSES, { error: `must be one of ${FIRMWARE_STATUSES.join(', ')}` }),
  tag: requiredText(64),
});
export type FirmwareStatusInput = z.infer<typeof FirmwareStatusInput>;

export const HeartbeatInput = HealthInput.extend({
  runningVersion: requiredText(64),
  uptimeSeconds: z
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be a whole number of seconds')
    .max(10 * 365 * 24 * 3600, 'must be at most ten years'),
  /** The story packs the stump holds; left out: unchanged. */
  storyPacks: HeldStoryPacks.optional(),
  /** Why the stump last started, sent with its first heartbeat after it did. */
  rebootReason: z.enum(REBOOT_REASONS, { error: `must be one of ${REBOOT_REASONS.join(', ')}` }).optional(),
  /** Tags it failed to read since its last heartbeat. */
  nfcReadErrors: wholeNumber(0, 1_000_000).optional(),
});
export type HeartbeatInput = z.infer<typeof HeartbeatInput>;

export const StationView = z.object({
  _id: id(),
  base_id: z.string(),
  friendly_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Shown on the public map as "Resting, back soon": reported by the public or silent, until it is seen to. */
  resting: z.boolean(),
});
export type StationView = z.infer<typeof StationView>;

/** What the stations' stumps last said: for the admin's list and the fleet's map. */
export const StationStatusView = z.object({
  baseStationId: id(),
  base_id: z.string(),
  friendly_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  state: z.enum(STATION_STATES),
  /** The last time the stump called in (a heartbeat or a firmware report). */
  lastSeenAt: moment().nullable(),
  /** The same as `lastSeenAt`, by its first name. */
  lastContactAt: moment().nullable(),
  runningVersion: z.string().nullable(),
  uptimeSeconds: z.number().int().nullable(),
  firmwareStatus: z.object({ status: z.string(), tag: z.string(), at: moment() }).nullable(),
  health: HealthView.nullable(),
  updateWindow: UpdateWindow.nullable(),
  /** Reported stolen or lost: its keys were revoked and it is offered no firmware. */
  lost: z.boolean(),
});
export type StationStatusView = z.infer<typeof StationStatusView>;

export const ApiKeyView = z.object({
  _id: id(),
  /** The first characters of the key, enough to tell keys apart; the key itself is never kept. */
  prefix: z.string(),
  baseStation: z.object({ _id: id(), base_id: z.string() }).nullable(),
  assignedVersion: z.object({ _id: id(), tag: z.string() }).nullable(),
  createdAt: moment(),
  revoked: z.boolean(),
  /** The key this one succeeds, when it was made by rotating it, and until when that key is accepted too. */
  successorOf: z.object({ _id: id(), prefix: z.string(), acceptedUntil: moment().nullable() }).nullable(),
  /** A rotated key: until when it is still accepted beside its successor; null for a key not rotated. */
  acceptedUntil: moment().nullable(),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const GeneratedKeyReply = z.object({
  _id: id(),
  /** Shown once: only its hash is stored. */
  apiKey: z.string().regex(API_KEY_PATTERN),
});
export type GeneratedKeyReply = z.infer<typeof GeneratedKeyReply>;

export const RotatedKeyReply = GeneratedKeyReply.extend({
  /** Until when the key it succeeds is still accepted. */
  predecessorAcceptedUntil: moment(),
});
export type RotatedKeyReply = z.infer<typeof RotatedKeyReply>;

export const LostStationReply = z.object({
  _id: id(),
  lost: z.literal(true),
  /** How many of its keys this revoked. */
  keysRevoked: z.number().int(),
});
export type LostStationReply = z.infer<typeof LostStationReply>;

export const VersionView = z.object({
  _id: id(),
  tag: z.string(),
  uploadedAt: moment(),
  size: z.number().int(),
  sha256: z.string(),
});
export type VersionView = z.infer<typeof VersionView>;

export const DownloadLinkReply = z.object({ url: z.string(), expiresAt: moment() });
export type DownloadLinkReply = z.infer<typeof DownloadLinkReply>;

/** What the gateway needs to stream a version from the bucket. */
export const DownloadGrant = z.object({ id: id(), tag: z.string(), size: z.number().int(), sha256: z.string() });
export type DownloadGrant = z.infer<typeof DownloadGrant>;

export const SigningKeyReply = z.object({
  alg: z.literal('Ed25519'),
  /** SPKI PEM. A stump verifies a manifest's signature with it. */
  publicKeyPem: z.string(),
  /** What is signed: these fields joined by newlines, in this order. */
  manifestFormat: z.string(),
});
export type SigningKeyReply = z.infer<typeof SigningKeyReply>;

export const DeviceMeReply = z.object({
  baseStation: StationView,
  assignedVersion: z.object({ _id: id(), tag: z.string(), size: z.number().int(), sha256: z.string() }).nullable(),
});
export type DeviceMeReply = z.infer<typeof DeviceMeReply>;

export const FirmwareOffer = z.object({
  tag: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Ed25519 over the manifest `tag\nsize\nsha256`, base64. */
  signature: z.string(),
  url: z.string(),
  expiresAt: moment(),
});
export type FirmwareOffer = z.infer<typeof FirmwareOffer>;

export interface StationEvent {
  id: string;
  base_id: string;
  friendly_name: string;
  latitude: number;
  longitude: number;
}

export interface StationDeletedEvent {
  id: string;
  base_id: string;
  revokedKeyIds: string[];
}

export interface KeyRevokedEvent {
  id: string;
  baseStationId: string | null;
}

export interface VersionDeletedEvent {
  id: string;
  tag: string;
}

export interface DevicesEventPayloads {
  [DevicesEvents.stationSilent]: StationSilenceEvent;
  [DevicesEvents.stationReturned]: StationSilenceEvent;
  [DevicesEvents.rolloutHalted]: RolloutHaltedEvent;
  [DevicesEvents.stationCreated]: StationEvent;
  [DevicesEvents.stationUpdated]: StationEvent;
  [DevicesEvents.stationDeleted]: StationDeletedEvent;
  [DevicesEvents.keyRevoked]: KeyRevokedEvent;
  [DevicesEvents.versionDeleted]: VersionDeletedEvent;
  [DevicesEvents.stationResting]: StationRestingEvent;
  [DevicesEvents.stationRested]: StationRestingEvent;
}

const NoFilters = z.object({});

/** A station's hours of health: every hour of the range, or with `limit` or `cursor` a page at a time. */
const HealthHoursPageQuery = HealthHoursQuery.extend({ limit: pageLimitParameter(), cursor: cursorParameter() });
const HEALTH_PAGING_PARAMETERS = ['limit', 'cursor'] as const;

export const StationPaging = paging({
  sorts: ['base_id', 'friendly_name', 'created'],
  defaultSort: 'base_id',
  searches: "a station's base_id and friendly name",
});
export const ApiKeyPaging = paging({
  sorts: ['created', 'prefix'],
  defaultSort: '-created',
  searches: "the key's station's base_id",
});
export const VersionPaging = paging({
  sorts: ['uploaded', 'tag', 'size'],
  defaultSort: '-uploaded',
  searches: 'the version tag',
});
export const RolloutPaging = paging({
  sorts: ['created', 'tag', 'status'],
  defaultSort: '-created',
  searches: 'the version tag and the status',
});

const StationListQuery = pagedQuery(NoFilters, StationPaging);
const StationStatusListQuery = pagedQuery(StationStatusFilters, StationPaging);
const STATION_STATUS_FILTER_DESCRIPTIONS = {
  state: `Only stations in this state: ${STATION_STATES.join(', ')} (from their last call)`,
  runningVersion: 'Only stations whose stump last said it runs this version tag',
};
const ApiKeyListQuery = pagedQuery(NoFilters, ApiKeyPaging);
const VersionListQuery = pagedQuery(NoFilters, VersionPaging);
const RolloutListQuery = pagedQuery(NoFilters, RolloutPaging);
const MAP_QUERY_DESCRIPTIONS = {
  bbox: 'The box of the map shown, in degrees: minLon,minLat,maxLon,maxLat; with it the stations come clustered',
  zoom: 'The zoom the map is shown at, a whole number from 0 to 22: the higher, the smaller the clusters',
};

export const StationOps = operations('devices', 'stations', {
  list: listOperation(StationListQuery.optional(), StationView, {
    method: 'GET',
    path: 'basestations',
    access: 'public',
    summary: 'Every base station, for the map; a page of them with any of limit, cursor, q, sort',
    tag: 'base stations',
    cache: { publicRead: 'stations' },
    query: StationListQuery,
    queryDescriptions: pageQueryDescriptions(StationPaging),
  }),
  listPage: pageOperation(NoFilters, StationView, StationPaging),
  create: operation(StationInput, StationView, {
    method: 'POST',
    path: 'basestations',
    access: 'admin',
    summary: 'Add a base station',
    tag: 'base stations',
    body: StationInput,
    forgets: { publicRead: 'stations' },
  }),
  update: operation(UpdateStationInput, StationView, {
    method: 'PUT',
    path: 'basestations/:id',
    access: 'admin',
    summary: 'Change a base station',
    tag: 'base stations',
    body: StationInput,
    forgets: { publicRead: 'stations' },
  }),
  delete: operation(IdInput, done('deleted'), {
    method: 'DELETE',
    path: 'basestations/:id',
    access: 'admin',
    summary: 'Delete a base station',
    tag: 'base stations',
    forgets: { publicRead: 'stations' },
  }),
  markLost: operation(IdInput, LostStationReply, {
    method: 'POST',
    path: 'basestations/:id/lost',
    access: 'admin',
    summary: 'Report a station stolen or lost: every key of it is revoked at once and it is offered no firmware',
    tag: 'base stations',
    status: 200,
  }),
  get: operation(IdInput, StationView),
  /** The same route as the list, answered instead of it when the query has a box. */
  clusters: operation(StationMapQuery, VersionedStationMap, {
    method: 'GET',
    path: 'basestations',
    whenQueryHas: 'bbox',
    access: 'public',
    cache: { byVersion: true },
    summary: `The stations in a box of the map: clusters where they are dense, single stations where few (at most ${MAX_MAP_FEATURES})`,
    tag: 'base stations',
    query: StationMapQuery,
    queryDescriptions: MAP_QUERY_DESCRIPTIONS,
  }),
  /** The same route as the statuses, answered instead of them when the query has a box. */
  fleetClusters: operation(StationMapQuery, z.array(FleetMapFeature), {
    method: 'GET',
    path: 'basestations/status',
    whenQueryHas: 'bbox',
    access: 'admin',
    cache: { maxAgeSeconds: 0, private: true },
    summary: 'The stations in a box of the Fleet map, clustered, each feature with the worst state of its stations (admin)',
    tag: 'base stations',
    query: StationMapQuery,
    queryDescriptions: MAP_QUERY_DESCRIPTIONS,
  }),
  nearest: operation(NearestStationsQuery, z.array(NearStationView), {
    method: 'GET',
    path: 'basestations/nearest',
    access: 'public',
    summary: 'The stations nearest a place, nearest first, each with its distance in km',
    tag: 'base stations',
    query: NearestStationsQuery,
    queryDescriptions: { limit: 'List at most this many stations (default 10, at most 50)' },
  }),
  statuses: listOperation(StationStatusListQuery.optional(), StationStatusView, {
    method: 'GET',
    path: 'basestations/status',
    access: 'admin',
    summary:
      "Each station's last heartbeat and firmware (admin), of a state or running version if asked; a page of them with any of limit, cursor, q, sort",
    tag: 'base stations',
    query: StationStatusListQuery,
    queryDescriptions: { ...STATION_STATUS_FILTER_DESCRIPTIONS, ...pageQueryDescriptions(StationPaging) },
  }),
  statusesPage: pageOperation(StationStatusFilters, StationStatusView, StationPaging),
  status: operation(IdInput, StationStatusView, {
    method: 'GET',
    path: 'basestations/:id/status',
    access: 'admin',
    summary: "One station's last heartbeat and firmware (admin)",
    tag: 'base stations',
  }),
  assignVersion: operation(AssignStationsVersionInput, StationsVersionAssigned, {
    method: 'POST',
    path: 'basestations/assign-version',
    access: 'admin',
    summary: `Assign a firmware version to the active keys of many stations at once: named (at most ${MAX_NAMED_STATIONS}) or every one a filter matches (admin)`,
    tag: 'base stations',
    status: 200,
    body: AssignStationsVersionInput,
  }),
  health: listOperation(HealthHoursPageQuery.extend({ id: uuid() }), HealthHourView, {
    method: 'GET',
    path: 'basestations/:id/health',
    access: 'admin',
    summary:
      "A station's health by the hour, newest first (admin): every hour of the range, or a page of them with limit or cursor",
    tag: 'base stations',
    query: HealthHoursPageQuery,
    queryDescriptions: {
      hours: 'The last this many hours (default 48, at most 720)',
      limit: `A page of at most this many hours (1 to ${MAX_PAGE_LIMIT}; ${DEFAULT_PAGE_LIMIT} when only cursor is given). Without limit or cursor every hour of the range is answered.`,
      cursor: CURSOR_DESCRIPTION,
    },
  }),
  /** A page of them, newest first, keyset on the hour: the health route's answer when limit or cursor is given. */
  healthPage: {
    input: HealthHoursPageQuery.extend({ id: uuid() }),
    reply: PageReply(HealthHourView),
    inPieces: 'page' as const,
    askedBy: HEALTH_PAGING_PARAMETERS,
    http: undefined,
  },
});

/** The towns and villages of an offline gazetteer (GeoNames' places of 1,000 people or more), for the map's search. */
export const PlaceOps = operations('devices', 'places', {
  search: operation(PlaceSearchQuery, z.array(PlaceView), {
    method: 'GET',
    path: 'places',
    access: 'public',
    summary: `UK towns and villages whose name starts with the words searched, best first (at most ${MAX_PLACES})`,
    tag: 'map',
    query: PlaceSearchQuery,
    queryDescriptions: { q: 'The start of a town or village name, e.g. "Much Wen"' },
  }),
});

export const ApiKeyOps = operations('devices', 'apikeys', {
  list: listOperation(ApiKeyListQuery.optional(), ApiKeyView, {
    method: 'GET',
    path: 'apikeys',
    access: 'admin',
    summary: 'Every API key, without its secret; a page of them with any of limit, cursor, q, sort',
    tag: 'api keys',
    query: ApiKeyListQuery,
    queryDescriptions: pageQueryDescriptions(ApiKeyPaging),
  }),
  listPage: pageOperation(NoFilters, ApiKeyView, ApiKeyPaging),
  generate: operation(GenerateKeyInput, GeneratedKeyReply, {
    method: 'POST',
    path: 'apikeys/generate',
    access: 'admin',
    summary: "Generate a station's API key (shown once)",
    tag: 'api keys',
    body: GenerateKeyInput,
  }),
  revoke: operation(IdInput, ApiKeyView, {
    method: 'POST',
    path: 'apikeys/revoke/:id',
    access: 'admin',
    summary: 'Revoke an API key at once',
    tag: 'api keys',
    status: 200,
    forgets: { deviceKeyIn: 'id' },
  }),
  rotate: operation(IdInput, RotatedKeyReply, {
    method: 'POST',
    path: 'apikeys/:id/rotate',
    access: 'admin',
    summary: "Issue a successor for a station's key (shown once); both are accepted until the grace window ends",
    tag: 'api keys',
  }),
  assignVersion: operation(AssignVersionInput, ApiKeyView, {
    method: 'POST',
    path: 'apikeys/assign-version',
    access: 'admin',
    summary: 'Assign a firmware version to the station of a key',
    tag: 'api keys',
    status: 200,
    body: AssignVersionInput,
  }),
});

export const VersionOps = operations('devices', 'versions', {
  list: listOperation(VersionListQuery.optional(), VersionView, {
    method: 'GET',
    path: 'versions',
    access: 'admin',
    summary: 'Every firmware version; a page of them with any of limit, cursor, q, sort',
    tag: 'versions',
    query: VersionListQuery,
    queryDescriptions: pageQueryDescriptions(VersionPaging),
  }),
  listPage: pageOperation(NoFilters, VersionView, VersionPaging),
  checkTag: operation(TagInput, done('available')),
  record: operation(RecordVersionInput, VersionView),
  delete: operation(IdInput, done('deleted'), {
    method: 'DELETE',
    path: 'versions/:id',
    access: 'admin',
    summary: 'Delete a firmware version',
    tag: 'versions',
  }),
  downloadLink: operation(IdInput, DownloadLinkReply, {
    method: 'POST',
    path: 'versions/:id/download-link',
    access: 'admin',
    summary: 'A signed, expiring download link of a version',
    tag: 'versions',
    ignoresIdempotencyKey: true,
  }),
  openDownload: operation(OpenDownloadInput, DownloadGrant),
  signingKey: operation(NoInput, SigningKeyReply, {
    method: 'GET',
    path: 'versions/signing-key',
    access: 'public',
    summary: 'The public key that signs firmware manifests',
    tag: 'versions',
    cache: { maxAgeSeconds: 3600 },
  }),
});

export const DeviceOps = operations('devices', 'device', {
  authenticate: batchedOperation(NoInput, DeviceIdentity),
  me: operation(NoInput, DeviceMeReply, {
    method: 'GET',
    path: 'device/v1/me',
    access: 'device',
    summary: 'The station this key belongs to',
    tag: 'device',
    rateLimits: ['device'],
  }),
  firmwareNext: operation(NextFirmwareInput, z.union([FirmwareOffer, RetryLater]).nullable(), {
    method: 'GET',
    path: 'device/v1/firmware/next',
    access: 'device',
    summary: 'The firmware the station should run next, with its signed manifest',
    tag: 'device',
    rateLimits: ['device'],
    query: NextFirmwareInput,
    queryDescriptions: { current: 'The tag the stump runs now' },
    emptyReplyIs204: true,
  }),
  firmwareStatus: operation(FirmwareStatusInput, done('recorded'), {
    method: 'POST',
    path: 'device/v1/firmware/status',
    access: 'device',
    summary: "Report an update's progress",
    tag: 'device',
    status: 200,
    rateLimits: ['device'],
    body: FirmwareStatusInput,
  }),
  rotateKey: operation(NoInput, RotatedKeyReply, {
    method: 'POST',
    path: 'device/v1/key/rotate',
    access: 'device',
    summary: 'Rotate this key: its successor, once; both are accepted until the grace window ends',
    tag: 'device',
    rateLimits: ['device'],
  }),
  config: operation(NoInput, versioned(EffectiveConfig), {
    method: 'GET',
    path: 'device/v1/config',
    access: 'device',
    summary:
      "The station's configuration: the fleet's defaults with its own values over them (ETag of its version; 304 when unchanged)",
    tag: 'device',
    rateLimits: ['device'],
    cache: { byVersion: true },
  }),
  configApplied: operation(ConfigAppliedInput, done('recorded'), {
    method: 'POST',
    path: 'device/v1/config/applied',
    access: 'device',
    summary: 'Report the version of the configuration the stump applied',
    tag: 'device',
    status: 200,
    rateLimits: ['device'],
    body: ConfigAppliedInput,
  }),
  heartbeat: batchedOperation(HeartbeatInput, done('recorded'), {
    method: 'POST',
    path: 'device/v1/heartbeat',
    access: 'device',
    summary: "The station's heartbeat",
    tag: 'device',
    status: 200,
    rateLimits: ['device'],
    body: HeartbeatInput,
  }),
});

export const FleetOps = operations('devices', 'fleet', {
  summary: operation(NoInput, FleetReply, {
    method: 'GET',
    path: 'fleet',
    access: 'admin',
    summary: 'The fleet in figures: stations by state, low batteries, running versions (admin)',
    tag: 'fleet',
  }),
  missingStoryPacks: operation(NoInput, MissingPacksReply, {
    method: 'GET',
    path: 'fleet/story-packs',
    access: 'admin',
    summary: `The stations whose stump lacks the story pack its configuration asks for, the ${MAX_MISSING_PACKS_LISTED} longest reported first (admin)`,
    tag: 'fleet',
  }),
  versions: operation(VersionVitalsQuery, z.array(VersionVitals), {
    method: 'GET',
    path: 'fleet/versions',
    access: 'admin',
    summary: "Each running version's vitals over a period: crash-free hours, battery drain, NFC read errors (admin)",
    tag: 'fleet',
    query: VersionVitalsQuery,
    queryDescriptions: {
      startDate: 'The first day (YYYY-MM-DD, UTC); 7 days before endDate by default',
      endDate: 'The last day (YYYY-MM-DD, UTC); today by default',
    },
  }),
});

export const ConfigOps = operations('devices', 'config', {
  defaults: operation(NoInput, ConfigDefaultsView, {
    method: 'GET',
    path: 'config/defaults',
    access: 'admin',
    summary: "The fleet's default configuration of the stumps (admin)",
    tag: 'config',
  }),
  setDefaults: operation(StationConfig, ConfigDefaultsView, {
    method: 'PUT',
    path: 'config/defaults',
    access: 'admin',
    summary: "Change the fleet's default configuration: a new version for every station (admin)",
    tag: 'config',
    body: StationConfig,
  }),
  station: operation(IdInput, StationConfigView, {
    method: 'GET',
    path: 'basestations/:id/config',
    access: 'admin',
    summary: "A station's configuration: its own values, the desired one and the one its stump reported applying (admin)",
    tag: 'config',
  }),
  setStation: operation(StationConfigInput, StationConfigView, {
    method: 'PUT',
    path: 'basestations/:id/config',
    access: 'admin',
    summary: "Set a station's own values over the fleet's defaults (a field left out is the default): a new version (admin)",
    tag: 'config',
    body: StationConfigOverrides,
  }),
  drift: operation(ConfigDriftQuery, ConfigDriftReply, {
    method: 'GET',
    path: 'config/drift',
    access: 'admin',
    summary: `The stations whose stump has not applied its desired configuration, the ${MAX_DRIFT_LISTED} longest behind first (admin)`,
    tag: 'config',
    query: ConfigDriftQuery,
    queryDescriptions: { q: "List only the stations whose base_id or name holds this (the counts stay the whole fleet's)" },
  }),
});

export const RolloutOps = operations('devices', 'rollouts', {
  create: operation(CreateRolloutInput, RolloutView, {
    method: 'POST',
    path: 'rollouts',
    access: 'admin',
    summary: `Start a staged firmware rollout (phases, failure threshold); answers it with its first ${MAX_ROLLOUT_STATIONS_PAGE} stations`,
    tag: 'rollouts',
    body: CreateRolloutInput,
  }),
  list: listOperation(RolloutListQuery.optional(), RolloutView, {
    method: 'GET',
    path: 'rollouts',
    access: 'admin',
    summary: `The 50 newest rollouts, newest first, each with its first ${LISTED_ROLLOUT_STATIONS} stations; any of limit, cursor, q, sort pages through them all`,
    tag: 'rollouts',
    query: RolloutListQuery,
    queryDescriptions: pageQueryDescriptions(RolloutPaging),
  }),
  listPage: pageOperation(NoFilters, RolloutView, RolloutPaging),
  get: operation(GetRolloutInput, RolloutView, {
    method: 'GET',
    path: 'rollouts/:id',
    access: 'admin',
    summary: 'One rollout with the state of each of its stations, a page at a time',
    tag: 'rollouts',
    query: RolloutStationsQuery,
    queryDescriptions: {
      stationsOffset: "Skip this many of the rollout's stations, in its order (default 0)",
      stationsLimit: `List at most this many stations (default and most ${MAX_ROLLOUT_STATIONS_PAGE})`,
    },
  }),
  pause: operation(RolloutIdInput, RolloutSummary, {
    method: 'POST',
    path: 'rollouts/:id/pause',
    access: 'admin',
    summary: 'Pause a running rollout: nothing more is offered until it resumes',
    tag: 'rollouts',
    status: 200,
  }),
  resume: operation(RolloutIdInput, RolloutSummary, {
    method: 'POST',
    path: 'rollouts/:id/resume',
    access: 'admin',
    summary: 'Resume a paused or halted rollout',
    tag: 'rollouts',
    status: 200,
  }),
  cancel: operation(RolloutIdInput, RolloutSummary, {
    method: 'POST',
    path: 'rollouts/:id/cancel',
    access: 'admin',
    summary: 'Cancel a rollout for good; its stations are free for another',
    tag: 'rollouts',
    status: 200,
  }),
});

export const devicesContract = contractOf(
  StationOps,
  PlaceOps,
  ApiKeyOps,
  VersionOps,
  DeviceOps,
  FleetOps,
  ConfigOps,
  RolloutOps,
  ReportOps,
  DevicesFamilyDataOps,
  StationTownOps,
  HostStationOps,
);
