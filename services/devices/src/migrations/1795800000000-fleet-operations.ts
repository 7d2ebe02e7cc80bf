import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staged rollouts, update windows, and the stumps' health: its latest, its samples and its hours. */
export class FleetOperations1795800000000 implements MigrationInterface {
  name = 'FleetOperations1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "devices"."health_hours" ("station_id" uuid NOT NULL, "hour" TIMESTAMP WITH TIME ZONE NOT NULL, "samples" integer NOT NULL, "battery_min" smallint, "battery_avg" real, "temperature_avg" real, "signal_avg" real, "free_storage_min" integer, "stories_played" integer NOT NULL, CONSTRAINT "PK_health_hours" PRIMARY KEY ("station_id", "hour"))`,
    );
    await q.query(
      `CREATE TABLE "devices"."health_samples" ("station_id" uuid NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "battery_percent" smallint, "temperature_c" real, "signal_dbm" real, "free_storage_mb" integer, "stories_played" integer, CONSTRAINT "PK_health_samples" PRIMARY KEY ("station_id", "at"))`,
    );
    await q.query(`CREATE INDEX "health_samples_at" ON "devices"."health_samples"("at")`);
    await q.query(
      `CREATE TABLE "devices"."rollouts" ("id" uuid NOT NULL, "version_id" uuid NOT NULL, "tag" character varying(64) NOT NULL, "status" character varying(16) NOT NULL, "phase" smallint NOT NULL, "phases" smallint array NOT NULL, "failure_threshold" smallint NOT NULL, "min_sample" integer NOT NULL, "target" integer NOT NULL, "pending" integer NOT NULL, "downloading" integer NOT NULL, "installing" integer NOT NULL, "success" integer NOT NULL, "failure" integer NOT NULL, "halt_reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_rollouts_id" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "devices"."rollout_stations" ("rollout_id" uuid NOT NULL, "station_id" uuid NOT NULL, "position" integer NOT NULL, "phase" smallint NOT NULL, "state" character varying(16) NOT NULL, "active" boolean NOT NULL, CONSTRAINT "PK_rollout_stations" PRIMARY KEY ("rollout_id", "station_id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "rollout_stations_one_active" ON "devices"."rollout_stations"("station_id") WHERE "active"`,
    );
    await q.query(`ALTER TABLE "devices"."base_stations" ADD "update_window_start" character varying(5)`);
    await q.query(`ALTER TABLE "devices"."base_stations" ADD "update_window_end" character varying(5)`);
    await q.query(`ALTER TABLE "devices"."station_status" ADD "health_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "devices"."station_status" ADD "battery_percent" smallint`);
    await q.query(`ALTER TABLE "devices"."station_status" ADD "temperature_c" real`);
    await q.query(`ALTER TABLE "devices"."station_status" ADD "signal_dbm" real`);
    await q.query(`ALTER TABLE "devices"."station_status" ADD "free_storage_mb" integer`);
    await q.query(`ALTER TABLE "devices"."station_status" ADD "stories_played" integer`);
    await q.query(`ALTER TABLE "devices"."station_status" ADD "silent_since" TIMESTAMP WITH TIME ZONE`);
    await q.query(
      `ALTER TABLE "devices"."health_hours" ADD CONSTRAINT "FK_health_hours_station" FOREIGN KEY ("station_id") REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "devices"."health_samples" ADD CONSTRAINT "FK_health_samples_station" FOREIGN KEY ("station_id") REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "devices"."rollouts" ADD CONSTRAINT "FK_rollouts_version" FOREIGN KEY ("version_id") REFERENCES "devices"."versions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "devices"."rollout_stations" ADD CONSTRAINT "FK_rollout_stations_rollout" FOREIGN KEY ("rollout_id") REFERENCES "devices"."rollouts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "devices"."rollout_stations" ADD CONSTRAINT "FK_rollout_stations_station" FOREIGN KEY ("station_id") REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."rollout_stations" DROP CONSTRAINT "FK_rollout_stations_station"`);
    await q.query(`ALTER TABLE "devices"."rollout_stations" DROP CONSTRAINT "FK_rollout_stations_rollout"`);
    await q.query(`ALTER TABLE "devices"."rollouts" DROP CONSTRAINT "FK_rollouts_version"`);
    await q.query(`ALTER TABLE "devices"."health_samples" DROP CONSTRAINT "FK_health_samples_station"`);
    await q.query(`ALTER TABLE "devices"."health_hours" DROP CONSTRAINT "FK_health_hours_station"`);
    await q.query(`ALTER TABLE "devices"."station_status" DROP COLUMN "silent_since"`);
    await q.query(`ALTER TABLE "devices"."station_status" DROP COLUMN "stories_played"`);
    await q.query(`ALTER TABLE "devices"."station_status" DROP COLUMN "free_storage_mb"`);
    await q.query(`ALTER TABLE "devices"."station_status" DROP COLUMN "signal_dbm"`);
    await q.query(`ALTER TABLE "devices"."station_status" DROP COLUMN "temperature_c"`);
    await q.query(`ALTER TABLE "devices"."station_status" DROP COLUMN "battery_percent"`);
    await q.query(`ALTER TABLE "devices"."station_status" DROP COLUMN "health_at"`);
    await q.query(`ALTER TABLE "devices"."base_stations" DROP COLUMN "update_window_end"`);
    await q.query(`ALTER TABLE "devices"."base_stations" DROP COLUMN "update_window_start"`);
    await q.query(`DROP INDEX "devices"."rollout_stations_one_active"`);
    await q.query(`DROP TABLE "devices"."rollout_stations"`);
    await q.query(`DROP TABLE "devices"."rollouts"`);
    await q.query(`DROP INDEX "devices"."health_samples_at"`);
    await q.query(`DROP TABLE "devices"."health_samples"`);
    await q.query(`DROP TABLE "devices"."health_hours"`);
  }
}
