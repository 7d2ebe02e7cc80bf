import { z } from 'zod';
import { DeviceIdentity } from './context.js';
import { exchange, listExchange } from './exchange.js';
import { NoInput, requiredText, text, uuid } from './fields.js';
import {
  CreateRolloutInput,
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
  UpdateWindow,
  type RolloutHaltedEvent,
  type StationSilenceEvent,
} from './fleet.js';
import { FIRMWARE_STATUSES } from './limits.js';
import { done, id, moment } from './reply-fields.js';

/** The devices service's request subjects: `devices.<entity>.<verb>`. */
export const DevicesSubjects = {
  listStations: 'devices.stations.list',
  createStation: 'devices.stations.create',
  updateStation: 'devices.stations.update',
  deleteStation: 'devices.stations.delete',
  getStation: 'devices.stations.get',
  stationStatuses: 'devices.stations.statuses',
  stationHealth: 'devices.stations.health',
  listKeys: 'devices.apikeys.list',
  generateKey: 'devices.apikeys.generate',
  revokeKey: 'devices.apikeys.revoke',
  assignVersion: 'devices.apikeys.assign-version',
  listVersions: 'devices.versions.list',
  checkTag: 'devices.versions.check-tag',
  recordVersion: 'devices.versions.record',
  deleteVersion: 'devices.versions.delete',
  downloadLink: 'devices.versions.download-link',
  openDownload: 'devices.versions.open-download',
  signingKey: 'devices.versions.signing-key',
  authenticate: 'devices.device.authenticate',
  deviceMe: 'devices.device.me',
  nextFirmware: 'devices.device.firmware-next',
  firmwareStatus: 'devices.device.firmware-status',
  heartbeat: 'devices.device.heartbeat',
  fleet: 'devices.fleet.summary',
  createRollout: 'devices.rollouts.create',
  listRollouts: 'devices.rollouts.list',
  getRollout: 'devices.rollouts.get',
  pauseRollout: 'devices.rollouts.pause',
  resumeRollout: 'devices.rollouts.resume',
  cancelRollout: 'devices.rollouts.cancel',
} as const;

export const DevicesEvents = {
  stationCreated: 'devices.events.station.created',
  stationUpdated: 'devices.events.station.updated',
  stationDeleted: 'devices.events.station.deleted',
  keyRevoked: 'devices.events.apikey.revoked',
  versionDeleted: 'devices.events.version.deleted',
  stationSilent: 'devices.events.station.silent',
  stationReturned: 'devices.events.station.returned',
  rolloutHalted: 'devices.events.rollout.halted',
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
});
export type HeartbeatInput = z.infer<typeof HeartbeatInput>;

export const StationView = z.object({
  _id: id(),
  base_id: z.string(),
  friendly_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
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
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const GeneratedKeyReply = z.object({
  _id: id(),
  /** Shown once: only its hash is stored. */
  apiKey: z.string().regex(API_KEY_PATTERN),
});
export type GeneratedKeyReply = z.infer<typeof GeneratedKeyReply>;

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
}

export const devicesContract = {
  [DevicesSubjects.listStations]: listExchange(NoInput, StationView),
  [DevicesSubjects.createStation]: exchange(StationInput, StationView),
  [DevicesSubjects.updateStation]: exchange(UpdateStationInput, StationView),
  [DevicesSubjects.deleteStation]: exchange(IdInput, done('deleted')),
  [DevicesSubjects.getStation]: exchange(IdInput, StationView),
  [DevicesSubjects.stationStatuses]: listExchange(NoInput, StationStatusView),
  [DevicesSubjects.stationHealth]: listExchange(HealthHoursQuery.extend({ id: uuid() }), HealthHourView),
  [DevicesSubjects.listKeys]: listExchange(NoInput, ApiKeyView),
  [DevicesSubjects.generateKey]: exchange(GenerateKeyInput, GeneratedKeyReply),
  [DevicesSubjects.revokeKey]: exchange(IdInput, ApiKeyView),
  [DevicesSubjects.assignVersion]: exchange(AssignVersionInput, ApiKeyView),
  [DevicesSubjects.listVersions]: listExchange(NoInput, VersionView),
  [DevicesSubjects.checkTag]: exchange(TagInput, done('available')),
  [DevicesSubjects.recordVersion]: exchange(RecordVersionInput, VersionView),
  [DevicesSubjects.deleteVersion]: exchange(IdInput, done('deleted')),
  [DevicesSubjects.downloadLink]: exchange(IdInput, DownloadLinkReply),
  [DevicesSubjects.openDownload]: exchange(OpenDownloadInput, DownloadGrant),
  [DevicesSubjects.signingKey]: exchange(NoInput, SigningKeyReply),
  [DevicesSubjects.authenticate]: exchange(NoInput, DeviceIdentity),
  [DevicesSubjects.deviceMe]: exchange(NoInput, DeviceMeReply),
  [DevicesSubjects.nextFirmware]: exchange(NextFirmwareInput, z.union([FirmwareOffer, RetryLater]).nullable()),
  [DevicesSubjects.firmwareStatus]: exchange(FirmwareStatusInput, done('recorded')),
  [DevicesSubjects.heartbeat]: exchange(HeartbeatInput, done('recorded')),
  [DevicesSubjects.fleet]: exchange(NoInput, FleetReply),
  [DevicesSubjects.createRollout]: exchange(CreateRolloutInput, RolloutView),
  [DevicesSubjects.listRollouts]: listExchange(NoInput, RolloutView),
  [DevicesSubjects.getRollout]: exchange(GetRolloutInput, RolloutView),
  [DevicesSubjects.pauseRollout]: exchange(RolloutIdInput, RolloutSummary),
  [DevicesSubjects.resumeRollout]: exchange(RolloutIdInput, RolloutSummary),
  [DevicesSubjects.cancelRollout]: exchange(RolloutIdInput, RolloutSummary),
} as const;
