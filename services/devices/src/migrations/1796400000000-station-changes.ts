import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which stations each revision changed: the statement triggers that move the stations' revision
 * also note the ids of the rows they inserted, updated or deleted (from their transition tables),
 * stamped with the new revision, so the map's copy reads only the rows changed since its own. A
 * TRUNCATE notes no ids: it sets `whole_since`, and a copy older than that is read again whole.
 * The revision row is locked by every change until it commits, so the stamps commit in order.
 */
export class StationChanges1796400000000 implements MigrationInterface {
  name = 'StationChanges1796400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."station_revision" ADD "whole_since" bigint NOT NULL DEFAULT 0`);
    await q.query(
      `CREATE TABLE "devices"."station_changes" ("station_id" uuid NOT NULL, "revision" bigint NOT NULL, CONSTRAINT "PK_station_changes" PRIMARY KEY ("station_id"))`,
    );
    await q.query(`CREATE INDEX "station_changes_revision" ON "devices"."station_changes" ("revision")`);
    await q.query(`DROP TRIGGER "base_stations_revision" ON "devices"."base_stations"`);
    await q.query(`DROP FUNCTION "devices"."station_revision_next"()`);
    await q.query(
      `CREATE FUNCTION "devices"."station_changes_noted"() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE next bigint;
       BEGIN
         UPDATE "devices"."station_revision" SET "revision" = "revision" + 1 WHERE "id" = 1 RETURNING "revision" INTO next;
         IF TG_OP = 'TRUNCATE' THEN
           UPDATE "devices"."station_revision" SET "whole_since" = next WHERE "id" = 1;
           DELETE FROM "devices"."station_changes";
         ELSIF TG_OP = 'INSERT' THEN
           INSERT INTO "devices"."station_changes" ("station_id", "revision") SELECT "id", next FROM new_rows
             ON CONFLICT ("station_id") DO UPDATE SET "revision" = EXCLUDED."revision";
         ELSIF TG_OP = 'UPDATE' THEN
           INSERT INTO "devices"."station_changes" ("station_id", "revision")
             SELECT "id", next FROM (SELECT "id" FROM new_rows UNION SELECT "id" FROM old_rows) AS changed
             ON CONFLICT ("station_id") DO UPDATE SET "revision" = EXCLUDED."revision";
         ELSE
           INSERT INTO "devices"."station_changes" ("station_id", "revision") SELECT "id", next FROM old_rows
             ON CONFLICT ("station_id") DO UPDATE SET "revision" = EXCLUDED."revision";
         END IF;
         RETURN NULL;
       END $$`,
    );
    const trigger = (name: string, event: string, referencing: string) =>
      q.query(
        `CREATE TRIGGER "${name}" AFTER ${event} ON "devices"."base_stations" ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION "devices"."station_changes_noted"()`,
      );
    await trigger('base_stations_inserted', 'INSERT', 'REFERENCING NEW TABLE AS new_rows');
    await trigger('base_stations_updated', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows');
    await trigger('base_stations_deleted', 'DELETE', 'REFERENCING OLD TABLE AS old_rows');
    await trigger('base_stations_truncated', 'TRUNCATE', '');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['base_stations_inserted', 'base_stations_updated', 'base_stations_deleted', 'base_stations_truncated'])
      await q.query(`DROP TRIGGER "${name}" ON "devices"."base_stations"`);
    await q.query(`DROP FUNCTION "devices"."station_changes_noted"()`);
    await q.query(
      `CREATE FUNCTION "devices"."station_revision_next"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE "devices"."station_revision" SET "revision" = "revision" + 1 WHERE "id" = 1; RETURN NULL; END $$`,
    );
    await q.query(
      `CREATE TRIGGER "base_stations_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "devices"."base_stations" FOR EACH STATEMENT EXECUTE FUNCTION "devices"."station_revision_next"()`,
    );
    await q.query(`DROP TABLE "devices"."station_changes"`);
    await q.query(`ALTER TABLE "devices"."station_revision" DROP COLUMN "whole_since"`);
  }
}
