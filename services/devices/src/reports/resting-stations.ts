import { Injectable } from '@nestjs/common';
import { DevicesEvents, REPORTS_THAT_REST_A_STUMP, type StationRestingEvent } from '@storystump/contracts';
import type { Emit } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';

interface RestChange {
  id: string;
  base_id: string;
  friendly_name: string;
  /** The new value: set when a rest began, null when it ended. */
  resting_since: Date | null;
  began_at: Date;
  open_reports: number;
  silent: boolean;
}

/**
 * Starts or ends the rest of the stations given (or, without ids, of every station silent or
 * resting now): a station rests while it has enough open reports or is silent. Only those that
 * change are written; each start and end is announced once, named by the station and the moment
 * its rest began.
 */
const SYNC_SQL = `
  WITH candidates AS (
    SELECT id FROM devices.base_stations WHERE $1::uuid[] IS NOT NULL AND id = ANY($1::uuid[])
    UNION SELECT id FROM devices.base_stations WHERE $1::uuid[] IS NULL AND resting_since IS NOT NULL
    UNION SELECT station_id FROM devices.station_status WHERE $1::uuid[] IS NULL AND silent_since IS NOT NULL),
  wanted AS (
    SELECT b.id, b.resting_since AS began_at,
           (SELECT count(*)::int FROM devices.station_reports r WHERE r.station_id = b.id AND r.closed_at IS NULL) AS open_reports,
           coalesce(s.silent_since IS NOT NULL, false) AS silent
      FROM devices.base_stations b JOIN candidates c ON c.id = b.id
      LEFT JOIN devices.station_status s ON s.station_id = b.id)
  UPDATE devices.base_stations b
     SET resting_since = CASE WHEN w.open_reports >= $2 OR w.silent THEN now() END
    FROM wanted w
   WHERE b.id = w.id AND (b.resting_since IS NULL) = (w.open_reports >= $2 OR w.silent)
  RETURNING b.id, b.base_id, b.friendly_name, b.resting_since, coalesce(w.began_at, b.resting_since) AS began_at,
            w.open_reports, w.silent`;

@Injectable()
export class RestingStations {
  /** Brings the rest of these stations (or of every silent or resting one) up to date, in the transaction at hand. */
  async sync(tx: EntityManager, emit: Emit, stationIds?: string[]): Promise<number> {
    const [changed] = await tx.query<[RestChange[], number]>(SYNC_SQL, [stationIds ?? null, REPORTS_THAT_REST_A_STUMP]);
    for (const station of changed) {
      const event: StationRestingEvent = {
        incidentId: `${station.id}:${station.began_at.toISOString()}`,
        stationId: station.id,
        base_id: station.base_id,
        friendly_name: station.friendly_name,
        reason: station.open_reports >= REPORTS_THAT_REST_A_STUMP ? 'reports' : 'silent',
        openReports: station.open_reports,
      };
      await emit(station.resting_since ? DevicesEvents.stationResting : DevicesEvents.stationRested, event);
    }
    return changed.length;
  }
}
