import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Visits corrected for their stump's clock keep its own reading; each stump's clock as last measured. */
export class StumpClocks1807310000000 implements MigrationInterface {
  name = 'StumpClocks1807310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "characters"."visits" ADD "reported_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "characters"."visits" ADD "clock_offset_seconds" integer`);
    await q.query(
      `CREATE TABLE "characters"."station_clocks" (
        "station_id" uuid NOT NULL,
        "offset_seconds" integer NOT NULL,
        "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_station_clocks_station_id" PRIMARY KEY ("station_id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "characters"."station_clocks"`);
    await q.query(`ALTER TABLE "characters"."visits" DROP COLUMN "clock_offset_seconds"`);
    await q.query(`ALTER TABLE "characters"."visits" DROP COLUMN "reported_at"`);
  }
}
