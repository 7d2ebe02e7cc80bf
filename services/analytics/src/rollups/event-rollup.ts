import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addedOnConflict } from '@storystump/service-kit';
import { DataSource } from 'typeorm';
import { PENDING_DELTAS } from './rollup-sql.js';

/** Events rolled up in one statement at most: a backlog (after an outage) goes in steps of this. */
export const ROLLUP_STEP = 50_000;

/**
 * Takes the oldest pending events and adds them to the rollups, all in one statement: the events
 * taken are exactly the ones counted, and an event stored meanwhile stays pending for the next
 * step. The work follows the events taken, however many were rolled up before.
 */
const ROLL_PENDING = `
  WITH pending AS (
    DELETE FROM "analytics"."pending_events"
     WHERE ("received_at", "id") IN (SELECT "received_at", "id" FROM "analytics"."pending_events" ORDER BY "received_at" LIMIT $1)
    RETURNING *),
  ${PENDING_DELTAS},
  sessions_written AS (
    INSERT INTO "analytics"."session_days"
      ("day", "session_id", "first_at", "last_at", "page_views", "device_category", "traffic_source", "country", "campaign")
    SELECT * FROM merged_sessions
    ON CONFLICT ("day", "session_id") DO UPDATE SET "first_at" = excluded."first_at", "last_at" = excluded."last_at",
      "page_views" = excluded."page_views", "device_category" = excluded."device_category",
      "traffic_source" = excluded."traffic_source", "country" = excluded."country", "campaign" = excluded."campaign"),
  pages_seen AS (
    INSERT INTO "analytics"."session_day_pages" ("day", "page", "session_id")
    SELECT DISTINCT "day", "page", "session_id" FROM pending_page_views WHERE NOT "is_exit" AND NOT "seen"
    ON CONFLICT DO NOTHING),
  totals_written AS (
    INSERT INTO "analytics"."day_totals" ("day", "sessions", "bounces", "page_views", "duration_ms", "bots")
    SELECT * FROM totals_delta
    ON CONFLICT ("day") DO UPDATE SET ${addedOnConflict('day_totals', ['sessions', 'bounces', 'page_views', 'duration_ms', 'bots'])}),
  dimensions_written AS (
    INSERT INTO "analytics"."day_dimensions" ("day", "dimension", "value", "sessions")
    SELECT * FROM dimensions_delta
    ON CONFLICT ("day", "dimension", "value") DO UPDATE SET ${addedOnConflict('day_dimensions', ['sessions'])}),
  pages_written AS (
    INSERT INTO "analytics"."day_pages" ("day", "page", "views", "unique_views", "exits")
    SELECT * FROM pages_delta
    ON CONFLICT ("day", "page") DO UPDATE SET ${addedOnConflict('day_pages', ['views', 'unique_views', 'exits'])})
  SELECT (SELECT count(*) FROM pending)::int AS "events",
         (SELECT COALESCE(array_agg(DISTINCT to_char("day", 'YYYY-MM-DD')), '{}') FROM pending_sessions) AS "days"`;

/** Adds the events stored since the last run to the rollups, oldest first; one copy at a time. */
@Injectable()
export class EventRollup {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async rollPending(): Promise<{ events: number; days: string[] }> {
    let events = 0;
    const days = new Set<string>();
    for (;;) {
      const step = await this.rollStep();
      events += step.events;
      for (const day of step.days) days.add(day);
      if (step.events < ROLLUP_STEP) return { events, days: [...days].sort() };
    }
  }

  private rollStep(): Promise<{ events: number; days: string[] }> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('analytics rollup'))`);
      const [rolled]: { events: number; days: string[] }[] = await tx.query(ROLL_PENDING, [ROLLUP_STEP]);
      // A value a session no longer has (it sent its device after a first event without one).
      await tx.query(`DELETE FROM "analytics"."day_dimensions" WHERE "day" = ANY($1::date[]) AND "sessions" = 0`, [rolled!.days]);
      return rolled!;
    });
  }
}
