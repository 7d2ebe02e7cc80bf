import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Remote configuration: the fleet's defaults (one row, made here with version 1), each station's
 * own values and what its stump applied, and the numbered changes, whose numbers are the versions.
 */
export class StationConfig1797300000002 implements MigrationInterface {
  name = 'StationConfig1797300000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "devices"."config_changes" ("version" SERIAL NOT NULL, "station_id" uuid, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_config_changes" PRIMARY KEY ("version"))`,
    );
    await q.query(`CREATE INDEX "config_changes_station_version" ON "devices"."config_changes" ("station_id", "version")`);
    await q.query(
      `ALTER TABLE "devices"."config_changes" ADD CONSTRAINT "FK_config_changes_station" FOREIGN KEY ("station_id") REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `CREATE TABLE "devices"."config_defaults" ("id" smallint NOT NULL, "config" jsonb NOT NULL, "version" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_config_defaults" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "devices"."station_configs" ("station_id" uuid NOT NULL, "overrides" jsonb NOT NULL DEFAULT '{}', "overrides_version" integer, "applied_version" integer, "applied_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_station_configs" PRIMARY KEY ("station_id"))`,
    );
    await q.query(
      `ALTER TABLE "devices"."station_configs" ADD CONSTRAINT "FK_station_configs_station" FOREIGN KEY ("station_id") REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`INSERT INTO "devices"."config_changes" ("station_id", "changed_at") VALUES (NULL, now())`);
    await q.query(
      `INSERT INTO "devices"."config_defaults" ("id", "config", "version", "updated_at")
       VALUES (1, '{"timeZone":"Europe/London","quietHours":[],"volume":70,"quietVolume":null,"greeting":null,"storyPack":"woodland"}', 1, now())`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "devices"."station_configs"`);
    await q.query(`DROP TABLE "devices"."config_defaults"`);
    await q.query(`DROP TABLE "devices"."config_changes"`);
  }
}
