import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialCharactersSchema1795378005164 implements MigrationInterface {
  name = 'InitialCharactersSchema1795378005164';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS "characters"`);
    await q.query(`
      CREATE TABLE "characters"."character_types" (
        "id" uuid NOT NULL,
        "encrypted_type" character varying(128) NOT NULL,
        "character_type" character varying(60) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_character_types_id" PRIMARY KEY ("id")
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "character_types_encrypted_type_key" ON "characters"."character_types" ("encrypted_type")`,
    );
    await q.query(`
      CREATE TABLE "characters"."characters" (
        "id" uuid NOT NULL,
        "serial_number" character varying(64) NOT NULL,
        "type_id" uuid NOT NULL,
        "owner_id" uuid,
        "owner_display_name" character varying(60),
        "assigned_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_characters_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_characters_type" FOREIGN KEY ("type_id")
          REFERENCES "characters"."character_types"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE UNIQUE INDEX "characters_serial_number_key" ON "characters"."characters" ("serial_number")`);
    await q.query(`CREATE INDEX "characters_owner_id_idx" ON "characters"."characters" ("owner_id")`);
    await q.query(`
      CREATE TABLE "characters"."visits" (
        "id" uuid NOT NULL,
        "character_id" uuid NOT NULL,
        "station_id" uuid NOT NULL,
        "station_base_id" character varying(64) NOT NULL,
        "station_name" character varying(120) NOT NULL,
        "visit_date" TIMESTAMP WITH TIME ZONE NOT NULL,
        "event_id" uuid,
        "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_visits_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_visits_character" FOREIGN KEY ("character_id")
          REFERENCES "characters"."characters"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "visits_character_newest_idx" ON "characters"."visits" ("character_id", "visit_date", "id")`);
    await q.query(`CREATE UNIQUE INDEX "visits_event_id_key" ON "characters"."visits" ("event_id")`);
    await q.query(`
      CREATE TABLE "characters"."known_stations" (
        "id" uuid NOT NULL,
        "base_id" character varying(64) NOT NULL,
        "friendly_name" character varying(120) NOT NULL,
        "deleted_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_known_stations_id" PRIMARY KEY ("id")
      )`);
    await q.query(`
      CREATE TABLE "characters"."deleted_users" (
        "id" uuid NOT NULL,
        "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_deleted_users_id" PRIMARY KEY ("id")
      )`);
  }

  async down(): Promise<void> {
    // The schema stays: dropping it would take every later table with it.
  }
}
