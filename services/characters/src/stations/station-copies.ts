import { Injectable } from '@nestjs/common';
import { DevicesEvents, type StationDeletedEvent, type StationEvent } from '@storystump/contracts';
import { ConsumesEvent } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';

export interface StationFacts {
  id: string;
  baseId: string;
  friendlyName: string;
  /** Where it stands, when the caller knows; a known position is kept when it is not given. */
  position?: { latitude: number; longitude: number };
}

/**
 * Writes what is known of a station now, unless it is known to be deleted. A creation only fills
 * a gap (a missing row or position): arriving after a rename, it must not bring the old name
 * back. An unchanged row is not rewritten, as every visit batch passes through here.
 */
export async function rememberStation(tx: EntityManager, station: StationFacts, { creation = false } = {}): Promise<void> {
  const onConflict = creation
    ? `DO UPDATE SET "latitude" = EXCLUDED."latitude", "longitude" = EXCLUDED."longitude"
       WHERE "known_stations"."latitude" IS NULL AND EXCLUDED."latitude" IS NOT NULL`
    : `DO UPDATE SET "base_id" = EXCLUDED."base_id", "friendly_name" = EXCLUDED."friendly_name",
         "latitude" = COALESCE(EXCLUDED."latitude", "known_stations"."latitude"),
         "longitude" = COALESCE(EXCLUDED."longitude", "known_stations"."longitude")
       WHERE "known_stations"."deleted_at" IS NULL
         AND ("known_stations"."base_id", "known_stations"."friendly_name",
              COALESCE(EXCLUDED."latitude", "known_stations"."latitude"),
              COALESCE(EXCLUDED."longitude", "known_stations"."longitude"))
             IS DISTINCT FROM (EXCLUDED."base_id", EXCLUDED."friendly_name", "known_stations"."latitude", "known_stations"."longitude")`;
  await tx.query(
    `INSERT INTO "characters"."known_stations" ("id", "base_id", "friendly_name", "latitude", "longitude")
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ("id") ${onConflict}`,
    [station.id, station.baseId, station.friendlyName, station.position?.latitude ?? null, station.position?.longitude ?? null],
  );
}

/** An event sent before stations' positions were in it has none. */
const factsOf = (event: StationEvent): StationFacts => ({
  id: event.id,
  baseId: event.base_id,
  friendlyName: event.friendly_name,
  ...(typeof event.latitude === 'number' && typeof event.longitude === 'number'
    ? { position: { latitude: event.latitude, longitude: event.longitude } }
    : {}),
});

/**
 * Keeps this service's copy of devices' stations current, so a visit shows what its station is
 * called now, or that it is gone. Each event kind has its own consumer, so they may arrive out of
 * order: a deletion is final, and a late creation or rename never brings a station back.
 */
@Injectable()
export class StationCopies {
  @ConsumesEvent(DevicesEvents.stationCreated, { name: 'copy-created-stations' })
  created(event: StationEvent, tx: EntityManager): Promise<void> {
    return rememberStation(tx, factsOf(event), { creation: true });
  }

  @ConsumesEvent(DevicesEvents.stationUpdated, { name: 'copy-updated-stations' })
  updated(event: StationEvent, tx: EntityManager): Promise<void> {
    return rememberStation(tx, factsOf(event));
  }

  @ConsumesEvent(DevicesEvents.stationDeleted, { name: 'copy-deleted-stations' })
  async deleted(event: StationDeletedEvent, tx: EntityManager): Promise<void> {
    await tx.query(
      `INSERT INTO "characters"."known_stations" ("id", "base_id", "friendly_name", "deleted_at")
       VALUES ($1, $2, $2, now())
       ON CONFLICT ("id") DO UPDATE SET "deleted_at" = COALESCE("known_stations"."deleted_at", now())`,
      [event.id, event.base_id],
    );
  }
}
