import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialDevicesSchema1795370382267 implements MigrationInterface {
  name = 'InitialDevicesSchema1795370382267';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS "devices"`);
    await q.query(`
      CREATE TABLE "devices"."base_stations" (
        "id" uuid NOT NULL,
        "base_id" character varying(64) NOT NULL,
        "friendly_name" character varying(120) NOT NULL,
        "latitude" double precision NOT NULL,
        "longitude" double precision NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_base_stations_id" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "base_stations_base_id_key" ON "devices"."base_stations" ("base_id")`);
    await q.query(`
      CREATE TABLE "devices"."versions" (
        "id" uuid NOT NULL,
        "tag" character varying(64) NOT NULL,
        "size" bigint NOT NULL,
        "sha256" character(64) NOT NULL,
        "signature" text NOT NULL,
        "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_versions_id" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "versions_tag_key" ON "devices"."versions" ("tag")`);
    await q.query(`
      CREATE TABLE "devices"."api_keys" (
        "id" uuid NOT NULL,
        "key_hash" character(64) NOT NULL,
        "prefix" character varying(16) NOT NULL,
        "base_station_id" uuid,
        "assigned_version_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_api_keys_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_api_keys_base_station" FOREIGN KEY ("base_station_id")
          REFERENCES "devices"."base_stations"("id") ON DELETE SET NULL ON UPDATE NO ACTION,
        CONSTRAINT "FK_api_keys_assigned_version" FOREIGN KEY ("assigned_version_id")
          REFERENCES "devices"."versions"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "devices"."api_keys" ("key_hash")`);
    await q.query(`
      CREATE TABLE "devices"."device_secrets" (
        "id" character varying(64) NOT NULL,
        "secret_encrypted" text NOT NULL,
        "public_key_pem" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_device_secrets_id" PRIMARY KEY ("id")
      )`);
    await q.query(`
      CREATE TABLE "devices"."station_status" (
        "station_id" uuid NOT NULL,
        "last_contact_at" TIMESTAMP WITH TIME ZONE,
        "running_version" character varying(64),
        "uptime_seconds" integer,
        "firmware_status" character varying(16),
        "firmware_tag" character varying(64),
        "firmware_status_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_station_status_station_id" PRIMARY KEY ("station_id"),
        CONSTRAINT "FK_station_status_station" FOREIGN KEY ("station_id")
          REFERENCES "devices"."base_stations"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "devices"."station_status"`);
    await q.query(`DROP TABLE "devices"."device_secrets"`);
    await q.query(`DROP TABLE "devices"."api_keys"`);
    await q.query(`DROP TABLE "devices"."versions"`);
    await q.query(`DROP TABLE "devices"."base_stations"`);
  }
}
