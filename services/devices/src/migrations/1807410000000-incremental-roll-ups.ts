import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The fleet watch rolls up only the heartbeats written since its last look: each sample keeps the
 * transaction that wrote it (which also tells its age, so samples go by it and are no longer found
 * by their time), each roll-up the transactions it has counted, health hours keep sums (their
 * averages follow from them), and each station's last heartbeat on each version is kept for the
 * time and battery fall between a look's first heartbeat and the one before. The last two hours'
 * rows are rolled up again from their samples; older hours' sums are taken from their averages
 * over all their samples, which only a sample committed into them late would ever add to. The
 * tables a look updates leave room on each page for the rows' next versions.
 */
export class IncrementalRollUps1807410000000 implements MigrationInterface {
  name = 'IncrementalRollUps1807410000000';

  async up(q: QueryRunner): Promise<void> {
    const since = `date_trunc('hour', now()) - interval '1 hour'`;
    await q.query(`ALTER TABLE "devices"."health_samples" ADD "written_by" bigint NOT NULL DEFAULT 0`);
    await q.query(`UPDATE "devices"."health_samples" SET "written_by" = 1 WHERE "at" >= ${since}`);
    await q.query(`ALTER TABLE "devices"."health_samples" ALTER COLUMN "written_by" SET DEFAULT txid_current()`);
    await q.query(`CREATE INDEX "health_samples_written_by" ON "devices"."health_samples" ("written_by") `);
    await q.query(`DROP INDEX "devices"."health_samples_at"`);
    await q.query(
      `CREATE TABLE "devices"."sample_checkpoints" ("looked_at" TIMESTAMP WITH TIME ZONE NOT NULL, "written_before" bigint NOT NULL, CONSTRAINT "PK_sample_checkpoints" PRIMARY KEY ("looked_at"))`,
    );
    // The samples kept so far were all written before this moment.
    await q.query(`INSERT INTO "devices"."sample_checkpoints" ("looked_at", "written_before") VALUES (now(), 2)`);

    for (const reading of ['battery', 'temperature', 'signal']) {
      await q.query(`ALTER TABLE "devices"."health_hours" ADD "${reading}_sum" double precision NOT NULL DEFAULT '0'`);
      await q.query(`ALTER TABLE "devices"."health_hours" ADD "${reading}_readings" integer NOT NULL DEFAULT '0'`);
      await q.query(
        `UPDATE "devices"."health_hours" SET "${reading}_sum" = "${reading}_avg" * "samples", "${reading}_readings" = "samples"
         WHERE "${reading}_avg" IS NOT NULL`,
      );
    }
    // A look updates the same rows of the hour again and again: room left on each page keeps the
    // new version of a row beside the old, with no new index entry.
    for (const table of ['health_hours', 'version_hours']) {
      await q.query(`ALTER TABLE "devices"."${table}" SET (fillfactor = 70)`);
    }
    await q.query(`DELETE FROM "devices"."health_hours" WHERE "hour" >= ${since}`);
    await q.query(`DELETE FROM "devices"."version_hours" WHERE "hour" >= ${since}`);

    await q.query(
      `CREATE TABLE "devices"."roll_up_marks" ("name" character varying(32) NOT NULL, "counted_before" bigint NOT NULL, "still_writing" bigint array NOT NULL DEFAULT '{}', CONSTRAINT "PK_roll_up_marks" PRIMARY KEY ("name"))`,
    );
    await q.query(
      `INSERT INTO "devices"."roll_up_marks" ("name", "counted_before") VALUES ('health_hours', 1), ('version_hours', 1)`,
    );

    await q.query(
      `CREATE TABLE "devices"."version_last_beats" ("station_id" uuid NOT NULL, "running_version" character varying(64) NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "battery_percent" smallint, CONSTRAINT "PK_version_last_beats" PRIMARY KEY ("station_id", "running_version"))`,
    );
    await q.query(`ALTER TABLE "devices"."version_last_beats" SET (fillfactor = 70)`);
    await q.query(
      `ALTER TABLE "devices"."version_last_beats" ADD CONSTRAINT "FK_version_last_beats_station" FOREIGN KEY ("station_id") REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `INSERT INTO "devices"."version_last_beats" ("station_id", "running_version", "at", "battery_percent")
       SELECT "station_id", "running_version", max("at"),
         (array_agg("battery_percent" ORDER BY "at" DESC) FILTER (WHERE "battery_percent" IS NOT NULL))[1]
       FROM "devices"."health_samples" WHERE "written_by" = 0 AND "running_version" IS NOT NULL
       GROUP BY "station_id", "running_version"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."version_last_beats" DROP CONSTRAINT "FK_version_last_beats_station"`);
    await q.query(`DROP TABLE "devices"."version_last_beats"`);
    await q.query(`DROP TABLE "devices"."roll_up_marks"`);
    for (const table of ['health_hours', 'version_hours']) {
      await q.query(`ALTER TABLE "devices"."${table}" RESET (fillfactor)`);
    }
    for (const reading of ['signal', 'temperature', 'battery']) {
      await q.query(`ALTER TABLE "devices"."health_hours" DROP COLUMN "${reading}_readings"`);
      await q.query(`ALTER TABLE "devices"."health_hours" DROP COLUMN "${reading}_sum"`);
    }
    await q.query(`DROP TABLE "devices"."sample_checkpoints"`);
    await q.query(`CREATE INDEX "health_samples_at" ON "devices"."health_samples" ("at") `);
    await q.query(`DROP INDEX "devices"."health_samples_written_by"`);
    await q.query(`ALTER TABLE "devices"."health_samples" DROP COLUMN "written_by"`);
  }
}
