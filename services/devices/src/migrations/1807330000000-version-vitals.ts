import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each heartbeat's version, reboot reason and NFC read errors, summed up by station, hour and
 * version; a rollout's vitals gate and the version its stations ran before.
 */
export class VersionVitals1807330000000 implements MigrationInterface {
  name = 'VersionVitals1807330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."health_samples" ADD "running_version" character varying(64)`);
    await q.query(`ALTER TABLE "devices"."health_samples" ADD "reboot_reason" character varying(16)`);
    await q.query(`ALTER TABLE "devices"."health_samples" ADD "nfc_read_errors" integer`);
    await q.query(
      `CREATE TABLE "devices"."version_hours" ("station_id" uuid NOT NULL, "hour" TIMESTAMP WITH TIME ZONE NOT NULL, "running_version" character varying(64) NOT NULL, "heartbeats" integer NOT NULL, "crashes" integer NOT NULL, "nfc_read_errors" integer NOT NULL, "battery_drop" integer NOT NULL, "observed_seconds" double precision NOT NULL, CONSTRAINT "PK_version_hours" PRIMARY KEY ("station_id", "hour", "running_version"))`,
    );
    await q.query(`CREATE INDEX "version_hours_hour" ON "devices"."version_hours" ("hour") `);
    await q.query(
      `ALTER TABLE "devices"."version_hours" ADD CONSTRAINT "FK_version_hours_station" FOREIGN KEY ("station_id") REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`ALTER TABLE "devices"."rollouts" ADD "vitals_gate" jsonb`);
    await q.query(`ALTER TABLE "devices"."rollouts" ADD "previous_tag" character varying(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."rollouts" DROP COLUMN "previous_tag"`);
    await q.query(`ALTER TABLE "devices"."rollouts" DROP COLUMN "vitals_gate"`);
    await q.query(`ALTER TABLE "devices"."version_hours" DROP CONSTRAINT "FK_version_hours_station"`);
    await q.query(`DROP INDEX "devices"."version_hours_hour"`);
    await q.query(`DROP TABLE "devices"."version_hours"`);
    await q.query(`ALTER TABLE "devices"."health_samples" DROP COLUMN "nfc_read_errors"`);
    await q.query(`ALTER TABLE "devices"."health_samples" DROP COLUMN "reboot_reason"`);
    await q.query(`ALTER TABLE "devices"."health_samples" DROP COLUMN "running_version"`);
  }
}
