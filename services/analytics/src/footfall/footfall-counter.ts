import { Injectable } from '@nestjs/common';
import { CharactersEvents, type VisitsRecordedEvent } from '@storystump/contracts';
import { addedOnConflict, ConsumesEvent } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';

/**
 * Counts the characters' visits per station and day, and per station and hour from the characters service's events (each
 * applied once, however often delivered), and keeps the name each station had at its latest visit.
 */
@Injectable()
export class FootfallCounter {
  @ConsumesEvent(CharactersEvents.visitsRecorded, { name: 'count-footfall' })
  async count(event: VisitsRecordedEvent, tx: EntityManager): Promise<void> {
    const { station, visits } = event;
    await tx.query(
      `INSERT INTO "analytics"."footfall_stations" ("station_id", "base_id", "name") VALUES ($1, left($2, 100), left($3, 200))
       ON CONFLICT ("station_id") DO UPDATE SET "base_id" = excluded."base_id", "name" = excluded."name"`,
      [station.id, station.baseId, station.name],
    );
    await tx.query(
      `INSERT INTO "analytics"."footfall_days" ("day", "station_id", "visits")
       SELECT (at AT TIME ZONE 'UTC')::date, $1, count(*)::int FROM unnest($2::timestamptz[]) AS t(at) GROUP BY 1
       ON CONFLICT ("day", "station_id") DO UPDATE SET ${addedOnConflict('footfall_days', ['visits'])}`,
      [station.id, visits.map((visit) => visit.occurredAt)],
    );
    await tx.query(
      `INSERT INTO "analytics"."footfall_hours" ("hour", "station_id", "visits")
       SELECT date_trunc('hour', at), $1, count(*)::int FROM unnest($2::timestamptz[]) AS t(at) GROUP BY 1
       ON CONFLICT ("hour", "station_id") DO UPDATE SET ${addedOnConflict('footfall_hours', ['visits'])}`,
      [station.id, visits.map((visit) => visit.occurredAt)],
    );
  }
}
