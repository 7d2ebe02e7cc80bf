import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counts a character's visits per stump from the index alone. */
export class VisitsPerStationIndex1795700000001 implements MigrationInterface {
  name = 'VisitsPerStationIndex1795700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "visits_character_station_idx" ON "characters"."visits" ("character_id", "station_id", "visit_date")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "characters"."visits_character_station_idx"`);
  }
}
