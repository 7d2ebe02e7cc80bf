import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hours of health and of versions are kept for a set number of days: a station's stories played
 * then stay by the day (`health_days`). The looks let the oldest hour go, found by its UTC time.
 */
export class HealthDays1807430000000 implements MigrationInterface {
  name = 'HealthDays1807430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "devices"."health_days" ("station_id" uuid NOT NULL, "day" date NOT NULL, "stories_played" bigint NOT NULL, CONSTRAINT "PK_health_days" PRIMARY KEY ("station_id", "day"))`,
    );
    await q.query(
      `ALTER TABLE "devices"."health_days" ADD CONSTRAINT "FK_health_days_station" FOREIGN KEY ("station_id") REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`CREATE INDEX "health_hours_utc_hour" ON "devices"."health_hours" (("hour" AT TIME ZONE 'UTC'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "devices"."health_hours_utc_hour"`);
    await q.query(`ALTER TABLE "devices"."health_days" DROP CONSTRAINT "FK_health_days_station"`);
    await q.query(`DROP TABLE "devices"."health_days"`);
  }
}
