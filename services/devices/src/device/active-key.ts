import { DomainError } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';
import { VersionEntity } from '../versions/version.entity.js';
import { DeviceErrors } from './device.errors.js';
import { KEY_REFUSED_SQL } from '../apikeys/key-refused-sql.js';

/** A key that may call in: its station, and the version assigned to it if any. */
export interface ActiveKey {
  id: string;
  baseStation: StationEntity;
  assignedVersion: VersionEntity | null;
  /** A rotated key's end of grace; null for a current key. */
  acceptedUntil: Date | null;
}

interface KeyRow {
  key_hash: string;
  key_id: string;
  revoked: boolean;
  accepted_until: Date | null;
  station_id: string | null;
  base_id: string;
  friendly_name: string;
  latitude: number;
  longitude: number;
  created_at: Date;
  updated_at: Date;
  update_window_start: string | null;
  update_window_end: string | null;
  version_id: string | null;
  tag: string;
  size: string;
  sha256: string;
  signature: string;
}

/** A key's verdict: the key that may call in, or why it may not. */
export type KeyVerdict = ActiveKey | DomainError;

const FIND_KEYS = `
  SELECT k.key_hash, k.id AS key_id, ${KEY_REFUSED_SQL} AS revoked,
         k.accepted_until, s.id AS station_id, s.base_id,
         s.friendly_name, s.latitude, s.longitude, s.created_at, s.updated_at, s.update_window_start,
         s.update_window_end, v.id AS version_id, v.tag, v.size, v.sha256, v.signature
  FROM devices.api_keys k
  LEFT JOIN devices.base_stations s ON s.id = k.base_station_id
  LEFT JOIN devices.versions v ON v.id = k.assigned_version_id
  WHERE k.key_hash = ANY($1::character(64)[])`;

/**
 * The statement that looks keys up: the hashes go as `character(64)[]`, the column's own type, so
 * the key index answers them however many there are.
 */
export const activeKeysStatement = (keyHashes: readonly string[]) => ({ sql: FIND_KEYS, params: [keyHashes] });

/**
 * Looks stumps' keys up, each with its station and assigned version, in one plain query: every
 * device request does this, so it skips the ORM's query building, and requests that arrive
 * together share the query. Each hash gets its verdict: a key not found is unknown.
 */
export async function findActiveKeys(manager: EntityManager, keyHashes: readonly string[]): Promise<Map<string, KeyVerdict>> {
  const { sql, params } = activeKeysStatement(keyHashes);
  const rows = await manager.query<KeyRow[]>(sql, params);
  const found = new Map(rows.map((row) => [row.key_hash, row]));
  return new Map(
    keyHashes.map((hash) => {
      const row = found.get(hash);
      return [hash, row ? verdictOf(row) : DeviceErrors.unknownKey()];
    }),
  );
}

function verdictOf(row: KeyRow): KeyVerdict {
  if (row.revoked || !row.station_id) return DeviceErrors.revokedKey();
  return {
    id: row.key_id,
    acceptedUntil: row.accepted_until,
    baseStation: Object.assign(new StationEntity(), {
      id: row.station_id,
      baseId: row.base_id,
      friendlyName: row.friendly_name,
      latitude: row.latitude,
      longitude: row.longitude,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      updateWindowStart: row.update_window_start,
      updateWindowEnd: row.update_window_end,
    }),
    assignedVersion: row.version_id
      ? Object.assign(new VersionEntity(), {
          id: row.version_id,
          tag: row.tag,
          size: Number(row.size),
          sha256: row.sha256,
          signature: row.signature,
        })
      : null,
  };
}
