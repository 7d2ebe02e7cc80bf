import { Injectable } from '@nestjs/common';
import { CharactersEvents, type VisitsRecordedEvent } from '@storystump/contracts';
import { addedOnConflict, ConsumesEvent } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';

/**
 * Adds visits to the version their station ran when each was recorded, by UTC day: the version of
 * its latest heartbeat at or before the visit while samples are kept, else of its run begun by
 * then, else the one it reports now. A station that never said what it runs counts for none.
 */
const ADD_VISITS = `
  INSERT INTO devices.version_visit_days AS d (running_version, day, visits)
  SELECT ran.running_version, (t.at AT TIME ZONE 'UTC')::date, count(*)
  FROM unnest($2::timestamptz[]) AS t(at)
  CROSS JOIN LATERAL (SELECT coalesce(
    (SELECT h.running_version FROM devices.health_samples h
      WHERE h.station_id = $1 AND h.at <= t.at AND h.running_version IS NOT NULL ORDER BY h.at DESC LIMIT 1),
    (SELECT r.running_version FROM devices.version_runs r
      WHERE r.station_id = $1 AND r.started_at <= t.at ORDER BY r.started_at DESC LIMIT 1),
    (SELECT s.running_version FROM devices.station_status s WHERE s.station_id = $1)) AS running_version) ran
  WHERE ran.running_version IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (running_version, day) DO UPDATE SET ${addedOnConflict('d', ['visits'])}`;

/** Counts the visits at stations by the version they ran, from the characters service's events (each applied once). */
@Injectable()
export class VersionVisitsCounter {
  @ConsumesEvent(CharactersEvents.visitsRecorded, { name: 'count-visits-by-version' })
  async count(event: VisitsRecordedEvent, tx: EntityManager): Promise<void> {
    await tx.query(ADD_VISITS, [event.station.id, event.visits.map((visit) => visit.occurredAt)]);
  }
}
