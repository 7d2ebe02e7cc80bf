import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Hosts of stumps with their signed links' versions and key, and visits counted per station and hour. */
export class HostsAndFootfallHours1807000000000 implements MigrationInterface {
  name = 'HostsAndFootfallHours1807000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "analytics"."footfall_hours" (
        "hour" TIMESTAMP WITH TIME ZONE NOT NULL,
        "station_id" uuid NOT NULL,
        "visits" integer NOT NULL,
        CONSTRAINT "PK_footfall_hours_hour_station_id" PRIMARY KEY ("hour", "station_id")
      )`);
    await q.query(`
      CREATE TABLE "analytics"."hosts" (
        "id" uuid NOT NULL,
        "name" character varying(200) NOT NULL,
        "email" character varying(254) NOT NULL,
        "station_ids" uuid array NOT NULL,
        "link_version" integer NOT NULL DEFAULT 1,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_hosts_id" PRIMARY KEY ("id")
      )`);
    await q.query(`
      CREATE TABLE "analytics"."host_link_secrets" (
        "id" character varying(32) NOT NULL,
        "secret" character(64) NOT NULL,
        CONSTRAINT "PK_host_link_secrets_id" PRIMARY KEY ("id")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "analytics"."host_link_secrets"`);
    await q.query(`DROP TABLE "analytics"."hosts"`);
    await q.query(`DROP TABLE "analytics"."footfall_hours"`);
  }
}
