import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialAnalyticsSchema1795386565406 implements MigrationInterface {
  name = 'InitialAnalyticsSchema1795386565406';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS "analytics"`);
    // Raw events, one partition a month (made as events arrive, dropped past the retention). No
    // entity: TypeORM cannot describe a partitioned table. The key holds the partition column.
    await q.query(`
      CREATE TABLE "analytics"."events" (
        "id" uuid NOT NULL,
        "received_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "session_id" character varying(64) NOT NULL,
        "type" character varying(40) NOT NULL,
        "occurred_at" TIMESTAMP WITH TIME ZONE,
        "page" character varying(2000),
        "url" character varying(2000),
        "device_category" character varying(40),
        "traffic_source" character varying(100),
        "country" character varying(2),
        "error" character varying(2000),
        "event" character varying(200),
        "interaction" jsonb,
        "is_exit" boolean NOT NULL DEFAULT false,
        "extra" jsonb,
        CONSTRAINT "PK_events_received_at_id" PRIMARY KEY ("received_at", "id")
      ) PARTITION BY RANGE ("received_at")`);
    await q.query(`
      CREATE TABLE "analytics"."dirty_days" (
        "day" date NOT NULL,
        "marked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_dirty_days_day" PRIMARY KEY ("day")
      )`);
    await q.query(`
      CREATE TABLE "analytics"."session_days" (
        "day" date NOT NULL,
        "session_id" character varying(64) NOT NULL,
        "first_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "last_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "page_views" integer NOT NULL,
        "device_category" character varying(40) NOT NULL,
        "traffic_source" character varying(100) NOT NULL,
        "country" character varying(16) NOT NULL,
        CONSTRAINT "PK_session_days_day_session" PRIMARY KEY ("day", "session_id")
      )`);
    await q.query(`
      CREATE TABLE "analytics"."day_totals" (
        "day" date NOT NULL,
        "sessions" integer NOT NULL,
        "bounces" integer NOT NULL,
        "page_views" integer NOT NULL,
        "duration_ms" bigint NOT NULL,
        CONSTRAINT "PK_day_totals_day" PRIMARY KEY ("day")
      )`);
    await q.query(`
      CREATE TABLE "analytics"."day_dimensions" (
        "day" date NOT NULL,
        "dimension" character varying(16) NOT NULL,
        "value" character varying(100) NOT NULL,
        "sessions" integer NOT NULL,
        CONSTRAINT "PK_day_dimensions_day_dimension_value" PRIMARY KEY ("day", "dimension", "value")
      )`);
    await q.query(`
      CREATE TABLE "analytics"."day_pages" (
        "day" date NOT NULL,
        "page" character varying(500) NOT NULL,
        "views" integer NOT NULL,
        "unique_views" integer NOT NULL,
        "exits" integer NOT NULL,
        CONSTRAINT "PK_day_pages_day_page" PRIMARY KEY ("day", "page")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['day_pages', 'day_dimensions', 'day_totals', 'session_days', 'dirty_days', 'events']) {
      await q.query(`DROP TABLE "analytics"."${table}"`);
    }
  }
}
