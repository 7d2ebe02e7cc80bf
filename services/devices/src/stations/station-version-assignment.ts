import type { AssignStationsVersionInput } from '@storystump/contracts';
import type { EntityManager } from 'typeorm';
import { stationFilters, whereOf } from './station-filter.js';

export interface AssignmentCounts {
  stations: number;
  changed: number;
  withoutKey: number;
}

/**
 * One statement: the stations named (those that exist) or matched are picked, the version set on
 * their active keys that have another, and what was picked and changed counted.
 */
export async function assignToStations(
  tx: EntityManager,
  { versionId, stationIds, filter }: AssignStationsVersionInput,
  silentAfterSeconds: number,
): Promise<AssignmentCounts> {
  const picked = stationIds
    ? { sql: `SELECT s.id FROM devices.base_stations s WHERE s.id = ANY($2::uuid[])`, params: [[...new Set(stationIds)]] }
    : (() => {
        const where = whereOf(stationFilters(filter!, silentAfterSeconds), 2);
        return { sql: `SELECT s.id FROM devices.base_stations s WHERE ${where.sql}`, params: where.params };
      })();
  const [counts] = await tx.query<Array<{ stations: number; changed: number; without_key: number }>>(
    `WITH picked AS (${picked.sql}),
     changed AS (
       UPDATE devices.api_keys k SET assigned_version_id = $1
       FROM picked p
       WHERE k.base_station_id = p.id AND k.revoked_at IS NULL AND k.assigned_version_id IS DISTINCT FROM $1
       RETURNING k.base_station_id)
     SELECT (SELECT count(*) FROM picked)::int AS stations,
            (SELECT count(DISTINCT base_station_id) FROM changed)::int AS changed,
            (SELECT count(*) FROM picked p WHERE NOT EXISTS (
               SELECT 1 FROM devices.api_keys k WHERE k.base_station_id = p.id AND k.revoked_at IS NULL))::int AS without_key`,
    [versionId, ...picked.params],
  );
  return { stations: counts!.stations, changed: counts!.changed, withoutKey: counts!.without_key };
}
