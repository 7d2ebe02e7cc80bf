import type { EntityManager } from 'typeorm';
import { StationEntity } from '../stations/station.entity.js';
import { VersionEntity } from '../versions/version.entity.js';
import { DeviceErrors } from './device.errors.js';

/** A key that may call in: its station, and the version assigned to it if any. */
export interface ActiveKey {
  id: string;
  baseStation: StationEntity;
  assignedVersion: VersionEntity | null;
}

interface KeyRow {
  key_id: string;
  revoked: boolean;
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

/**
 * Looks a stump's key up, with its station and assigned version, in one plain query: every device
 * request does this, so it skips the ORM's query building.
 */
export async function findActiveKey(manager: EntityManager, keyHash: string): Promise<ActiveKey> {
  const [row] = await manager.query<KeyRow[]>(
    `SELECT k.id AS key_id, k.revoked_at IS NOT NULL AS revoked, s.id AS station_id, s.base_id, s.friendly_name,
            s.latitude, s.longitude, s.created_at, s.updated_at, s.update_window_start, s.update_window_end,
            v.id AS version_id, v.tag, v.size, v.sha256, v.signature
     FROM devices.api_keys k
     LEFT JOIN devices.base_stations s ON s.id = k.base_station_id
     LEFT JOIN devices.versions v ON v.id = k.assigned_version_id
     WHERE k.key_hash = $1`,
    [keyHash],
  );
  if (!row) throw DeviceErrors.unknownKey();
  if (row.revoked || !row.station_id) throw DeviceErrors.revokedKey();
  return {
    id: row.key_id,
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
