import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports from the field, and the moment a stump began to rest on the public map (open reports or
 * silence). The rest is a column of the station, so its start and end move the stations' revision
 * like any change to them, and the map's copies and caches follow.
 */
export class StationReports1797300000001 implements MigrationInterface {
  name = 'StationReports1797300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."base_stations" ADD "resting_since" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE INDEX "base_stations_resting" ON "devices"."base_stations" ("id") WHERE "resting_since" IS NOT NULL`);
    await q.query(
      `CREATE TABLE "devices"."station_reports" (
        "id" uuid NOT NULL,
        "station_id" uuid NOT NULL,
        "category" character varying(16) NOT NULL,
        "message" character varying(2000) NOT NULL,
        "email" character varying(254),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "closed_at" TIMESTAMP WITH TIME ZONE,
        "closed_by" uuid,
        CONSTRAINT "PK_station_reports_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_station_reports_station" FOREIGN KEY ("station_id") REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await q.query(`CREATE INDEX "station_reports_created" ON "devices"."station_reports" ("created_at", "id")`);
    await q.query(`CREATE INDEX "station_reports_open" ON "devices"."station_reports" ("station_id") WHERE "closed_at" IS NULL`);
    await q.query(
      `CREATE INDEX "station_reports_address" ON "devices"."station_reports" (lower("email")) WHERE "email" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "station_status_silent" ON "devices"."station_status" ("station_id") WHERE "silent_since" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "devices"."station_status_silent"`);
    await q.query(`DROP TABLE "devices"."station_reports"`);
    await q.query(`DROP INDEX "devices"."base_stations_resting"`);
    await q.query(`ALTER TABLE "devices"."base_stations" DROP COLUMN "resting_since"`);
  }
}
