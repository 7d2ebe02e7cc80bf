import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rollups by event instead of by day: stored events wait in `pending_events` until a rollup adds
 * them to the rollups, and `session_day_pages` keeps unique page views exact across rollups. Days
 * that were waiting are rolled up again from their raw events; rolled days get their session pages.
 */
export class PendingEventsRollup1795472965406 implements MigrationInterface {
  name = 'PendingEventsRollup1795472965406';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "analytics"."pending_events" (
        "received_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "id" uuid NOT NULL,
        "session_id" character varying(64) NOT NULL,
        "type" character varying(40) NOT NULL,
        "is_exit" boolean NOT NULL,
        "page" character varying(500),
        "device_category" character varying(40),
        "traffic_source" character varying(100),
        "country" character varying(2),
        CONSTRAINT "PK_pending_events_received_at_id" PRIMARY KEY ("received_at", "id")
      )`);
    // A queue: every row is deleted within seconds. Vacuumed and analysed by row counts, not by
    // the table's share, so it neither bloats nor keeps the estimates of a backlog long gone.
    await q.query(`
      ALTER TABLE "analytics"."pending_events" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000,
        autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 5000)`);
    await q.query(`
      CREATE TABLE "analytics"."session_day_pages" (
        "day" date NOT NULL,
        "page" character varying(500) NOT NULL,
        "session_id" character varying(64) NOT NULL,
        CONSTRAINT "PK_session_day_pages_day_page_session" PRIMARY KEY ("day", "page", "session_id")
      )`);
    const waiting = `(SELECT "day" FROM "analytics"."dirty_days")`;
    const dayOfEvent = `("received_at" AT TIME ZONE 'UTC')::date`;
    await q.query(`
      INSERT INTO "analytics"."session_day_pages" ("day", "page", "session_id")
      SELECT DISTINCT ${dayOfEvent}, left("page", 500), "session_id" FROM "analytics"."events"
       WHERE "type" = 'pageview' AND NOT "is_exit" AND "page" IS NOT NULL AND ${dayOfEvent} NOT IN ${waiting}`);
    for (const table of ['session_days', 'day_totals', 'day_dimensions', 'day_pages']) {
      await q.query(`DELETE FROM "analytics"."${table}" WHERE "day" IN ${waiting}`);
    }
    await q.query(`
      INSERT INTO "analytics"."pending_events"
        ("received_at", "id", "session_id", "type", "is_exit", "page", "device_category", "traffic_source", "country")
      SELECT "received_at", "id", "session_id", "type", "is_exit", left("page", 500), "device_category", "traffic_source", "country"
        FROM "analytics"."events" WHERE ${dayOfEvent} IN ${waiting}`);
    await q.query(`DROP TABLE "analytics"."dirty_days"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "analytics"."dirty_days" (
        "day" date NOT NULL,
        "marked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_dirty_days_day" PRIMARY KEY ("day")
      )`);
    await q.query(`
      INSERT INTO "analytics"."dirty_days" ("day")
      SELECT DISTINCT ("received_at" AT TIME ZONE 'UTC')::date FROM "analytics"."pending_events"`);
    await q.query(`DROP TABLE "analytics"."session_day_pages"`);
    await q.query(`DROP TABLE "analytics"."pending_events"`);
  }
}
