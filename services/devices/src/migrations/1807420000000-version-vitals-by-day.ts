import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A period's vitals are read from the fleet's version days, the stations that ran each version from
 * their runs, and the visits by version from the visits' events rather than from every station's
 * hours and a count of visits over spans. Days and runs are built from the version hours counted so
 * far, under the roll-up's mark, which is renamed: a look of an older copy of the service, still
 * running while this one starts, finds no mark of its own and counts nothing (its heartbeats are
 * counted by the new copies, into hours, days and runs alike). Within an hour on two versions, the
 * runs take the versions in the order of their names. The visits' events the stream still keeps
 * (7 days) are counted anew, so the visits are whole from the first day they cover.
 */
export class VersionVitalsByDay1807420000000 implements MigrationInterface {
  name = 'VersionVitalsByDay1807420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`SELECT 1 FROM "devices"."roll_up_marks" WHERE "name" = 'version_hours' FOR UPDATE`);
    await q.query(`UPDATE "devices"."roll_up_marks" SET "name" = 'version_vitals' WHERE "name" = 'version_hours'`);
    await q.query(
      `CREATE TABLE "devices"."version_days" ("running_version" character varying(64) NOT NULL, "day" date NOT NULL, "observed_seconds" double precision NOT NULL, "crashes" bigint NOT NULL, "nfc_read_errors" bigint NOT NULL, "battery_drop" bigint NOT NULL, CONSTRAINT "PK_version_days" PRIMARY KEY ("running_version", "day"))`,
    );
    await q.query(
      `CREATE TABLE "devices"."version_visit_days" ("running_version" character varying(64) NOT NULL, "day" date NOT NULL, "visits" bigint NOT NULL, CONSTRAINT "PK_version_visit_days" PRIMARY KEY ("running_version", "day"))`,
    );
    await q.query(
      `CREATE TABLE "devices"."visits_counted_from" ("day" date NOT NULL, CONSTRAINT "PK_visits_counted_from" PRIMARY KEY ("day"))`,
    );
    await q.query(`INSERT INTO "devices"."visits_counted_from" ("day") VALUES ((now() AT TIME ZONE 'UTC')::date - 6)`);
    await q.query(
      `CREATE TABLE "devices"."version_runs" ("station_id" uuid NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "running_version" character varying(64) NOT NULL, "last_day" date NOT NULL, CONSTRAINT "PK_version_runs" PRIMARY KEY ("station_id", "started_at"))`,
    );
    await q.query(`CREATE INDEX "version_runs_last_day" ON "devices"."version_runs" ("last_day") `);
    await q.query(
      `ALTER TABLE "devices"."version_runs" ADD CONSTRAINT "FK_version_runs_station" FOREIGN KEY ("station_id") REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await q.query(
      `INSERT INTO "devices"."version_days" ("running_version", "day", "observed_seconds", "crashes", "nfc_read_errors", "battery_drop")
       SELECT "running_version", ("hour" AT TIME ZONE 'UTC')::date, sum("observed_seconds"), sum("crashes"), sum("nfc_read_errors"), sum("battery_drop")
       FROM "devices"."version_hours" GROUP BY 1, 2`,
    );
    // A run begins at its first hour, moved on a microsecond a run so that two begun in one hour stay two.
    await q.query(
      `WITH "marked" AS (
         SELECT "station_id", "hour", "running_version",
           CASE WHEN "running_version" IS DISTINCT FROM lag("running_version") OVER w
             OR ("hour" AT TIME ZONE 'UTC')::date > ((lag("hour") OVER w) AT TIME ZONE 'UTC')::date + 1 THEN 1 ELSE 0 END AS "starts"
         FROM "devices"."version_hours" WINDOW w AS (PARTITION BY "station_id" ORDER BY "hour", "running_version")),
       "numbered" AS (
         SELECT *, sum("starts") OVER (PARTITION BY "station_id" ORDER BY "hour", "running_version") AS "run" FROM "marked")
       INSERT INTO "devices"."version_runs" ("station_id", "started_at", "running_version", "last_day")
       SELECT "station_id", min("hour") + "run" * interval '1 microsecond', min("running_version"), (max("hour") AT TIME ZONE 'UTC')::date
       FROM "numbered" GROUP BY "station_id", "run"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."version_runs" DROP CONSTRAINT "FK_version_runs_station"`);
    await q.query(`DROP INDEX "devices"."version_runs_last_day"`);
    await q.query(`DROP TABLE "devices"."version_runs"`);
    await q.query(`DROP TABLE "devices"."visits_counted_from"`);
    await q.query(`DROP TABLE "devices"."version_visit_days"`);
    await q.query(`DROP TABLE "devices"."version_days"`);
    await q.query(`UPDATE "devices"."roll_up_marks" SET "name" = 'version_hours' WHERE "name" = 'version_vitals'`);
  }
}
