import { z } from 'zod';
import { exchange } from './exchange.js';
import { NoInput, requiredText, text, uuid } from './fields.js';
import { FIRMWARE_STATUSES } from './limits.js';

/** The devices service's request subjects: `devices.<entity>.<verb>`. */
export const DevicesSubjects = {
  listStations: 'devices.stations.list',
  createStation: 'devices.stations.create',
  updateStation: 'devices.stations.update',
  deleteStation: 'devices.stations.delete',
  getStation: 'devices.stations.get',
  stationStatuses: 'devices.stations.statuses',
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
} as const;

export const DevicesEvents = {
  stationCreated: 'devices.events.station.created',
  stationUpdated: 'devices.events.station.updated',
  stationDeleted: 'devices.events.station.deleted',
  keyRevoked: 'devices.events.apikey.revoked',
  versionDeleted: 'devices.events.version.deleted',
} as const;

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

export const HeartbeatInput = z.object({
  runningVersion: requiredText(64),
  uptimeSeconds: z
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be a whole number of seconds')
    .max(10 * 365 * 24 * 3600, 'must be at most ten years'),
});
export type HeartbeatInput = z.infer<typeof HeartbeatInput>;

export interface StationView {
  _id: string;
  base_id: string;
  friendly_name: string;
  latitude: number;
  longitude: number;
}

/** What the stations' stumps last said: for the admin's list. */
export interface StationStatusView {
  baseStationId: string;
  lastContactAt: string | null;
  runningVersion: string | null;
  uptimeSeconds: number | null;
  firmwareStatus: { status: string; tag: string; at: string } | null;
}

export interface ApiKeyView {
  _id: string;
  /** The first characters of the key, enough to tell keys apart; the key itself is never kept. */
  prefix: string;
  baseStation: { _id: string; base_id: string } | null;
  assignedVersion: { _id: string; tag: string } | null;
  createdAt: string;
  revoked: boolean;
}

export interface GeneratedKeyReply {
  _id: string;
  /** Shown once: only its hash is stored. */
  apiKey: string;
}

export interface VersionView {
  _id: string;
  tag: string;
  uploadedAt: string;
  size: number;
  sha256: string;
}

export interface DownloadLinkReply {
  url: string;
  expiresAt: string;
}

/** What the gateway needs to stream a version from the bucket. */
export interface DownloadGrant {
  id: string;
  tag: string;
  size: number;
  sha256: string;
}

export interface SigningKeyReply {
  alg: 'Ed25519';
  /** SPKI PEM. A stump verifies a manifest's signature with it. */
  publicKeyPem: string;
  /** What is signed: these fields joined by newlines, in this order. */
  manifestFormat: string;
}

/** The key a device request carried, as the devices service knows it. */
export interface DeviceIdentity {
  keyId: string;
  baseStation: { _id: string; base_id: string; friendly_name: string };
}

export interface DeviceMeReply {
  baseStation: StationView;
  assignedVersion: { _id: string; tag: string; size: number; sha256: string } | null;
}

export interface FirmwareOffer {
  tag: string;
  size: number;
  sha256: string;
  /** Ed25519 over the manifest `tag\nsize\nsha256`, base64. */
  signature: string;
  url: string;
  expiresAt: string;
}

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
  [DevicesEvents.stationCreated]: StationEvent;
  [DevicesEvents.stationUpdated]: StationEvent;
  [DevicesEvents.stationDeleted]: StationDeletedEvent;
  [DevicesEvents.keyRevoked]: KeyRevokedEvent;
  [DevicesEvents.versionDeleted]: VersionDeletedEvent;
}

export const devicesContract = {
  [DevicesSubjects.listStations]: exchange<StationView[]>()(NoInput),
  [DevicesSubjects.createStation]: exchange<StationView>()(StationInput),
  [DevicesSubjects.updateStation]: exchange<StationView>()(UpdateStationInput),
  [DevicesSubjects.deleteStation]: exchange<{ deleted: true }>()(IdInput),
  [DevicesSubjects.getStation]: exchange<StationView>()(IdInput),
  [DevicesSubjects.stationStatuses]: exchange<StationStatusView[]>()(NoInput),
  [DevicesSubjects.listKeys]: exchange<ApiKeyView[]>()(NoInput),
  [DevicesSubjects.generateKey]: exchange<GeneratedKeyReply>()(GenerateKeyInput),
  [DevicesSubjects.revokeKey]: exchange<ApiKeyView>()(IdInput),
  [DevicesSubjects.assignVersion]: exchange<ApiKeyView>()(AssignVersionInput),
  [DevicesSubjects.listVersions]: exchange<VersionView[]>()(NoInput),
  [DevicesSubjects.checkTag]: exchange<{ available: true }>()(TagInput),
  [DevicesSubjects.recordVersion]: exchange<VersionView>()(RecordVersionInput),
  [DevicesSubjects.deleteVersion]: exchange<{ deleted: true }>()(IdInput),
  [DevicesSubjects.downloadLink]: exchange<DownloadLinkReply>()(IdInput),
  [DevicesSubjects.openDownload]: exchange<DownloadGrant>()(OpenDownloadInput),
  [DevicesSubjects.signingKey]: exchange<SigningKeyReply>()(NoInput),
  [DevicesSubjects.authenticate]: exchange<DeviceIdentity>()(NoInput),
  [DevicesSubjects.deviceMe]: exchange<DeviceMeReply>()(NoInput),
  [DevicesSubjects.nextFirmware]: exchange<FirmwareOffer | null>()(NextFirmwareInput),
  [DevicesSubjects.firmwareStatus]: exchange<{ recorded: true }>()(FirmwareStatusInput),
  [DevicesSubjects.heartbeat]: exchange<{ recorded: true }>()(HeartbeatInput),
} as const;
