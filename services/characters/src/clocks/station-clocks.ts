import type { EntityManager } from 'typeorm';
import { inSeconds, type ClockReading } from './clock-correction.js';

/** Keeps what a batch measured of its stump's clock, drifting or not: a clock set right leaves the list. */
export async function rememberClock(tx: EntityManager, stationId: string, clock: ClockReading, seenAt: Date): Promise<void> {
  await tx.query(
    `INSERT INTO "characters"."station_clocks" ("station_id", "offset_seconds", "seen_at") VALUES ($1, $2, $3)
     ON CONFLICT ("station_id") DO UPDATE SET "offset_seconds" = EXCLUDED."offset_seconds", "seen_at" = EXCLUDED."seen_at"
      WHERE "station_clocks"."seen_at" <= EXCLUDED."seen_at"`,
    [stationId, inSeconds(clock.offsetMs), seenAt],
  );
}
