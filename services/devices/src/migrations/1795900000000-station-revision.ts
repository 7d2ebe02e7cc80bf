import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counter that any change to the base stations moves on (a statement trigger, so a bulk load
 * counts too): the map's copy of the stations is current while the counter has not moved.
 */
export class StationRevision1795900000000 implements MigrationInterface {
  name = 'StationRevision1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "devices"."station_revision" ("id" smallint NOT NULL DEFAULT 1, "revision" bigint NOT NULL DEFAULT 0, CONSTRAINT "PK_station_revision" PRIMARY KEY ("id"), CONSTRAINT "station_revision_one_row" CHECK ("id" = 1))`,
    );
    await q.query(`INSERT INTO "devices"."station_revision" ("id", "revision") VALUES (1, 0)`);
    await q.query(
      `CREATE FUNCTION "devices"."station_revision_next"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE "devices"."station_revision" SET "revision" = "revision" + 1 WHERE "id" = 1; RETURN NULL; END $$`,
    );
    await q.query(
      `CREATE TRIGGER "base_stations_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "devices"."base_stations" FOR EACH STATEMENT EXECUTE FUNCTION "devices"."station_revision_next"()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "base_stations_revision" ON "devices"."base_stations"`);
    await q.query(`DROP FUNCTION "devices"."station_revision_next"()`);
    await q.query(`DROP TABLE "devices"."station_revision"`);
  }
}
