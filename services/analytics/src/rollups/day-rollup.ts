import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DIMENSIONS_OF_SESSIONS, PAGES_OF_DAY, SESSIONS_OF_DAY, TOTALS_OF_SESSIONS } from './rollup-sql.js';

/**
 * Rolls up the days that have new events, each day recomputed whole from its raw events in one
 * transaction: exact, and the same whether it runs once or twice. An event stored while its day is
 * being rolled marks the day again (its mark waits for this transaction), so it is never missed.
 */
@Injectable()
export class DayRollup {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Answers the days rolled up. */
  async rollDirtyDays(): Promise<string[]> {
    const dirty: { day: string }[] = await this.db.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day" FROM "analytics"."dirty_days" ORDER BY "day"`,
    );
    const rolled: string[] = [];
    for (const { day } of dirty) if (await this.rollDay(day)) rolled.push(day);
    return rolled;
  }

  private rollDay(day: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('analytics rollup'), ($1::date - date '2000-01-01'))`, [day]);
      const [, taken] = (await tx.query(`DELETE FROM "analytics"."dirty_days" WHERE "day" = $1`, [day])) as [unknown, number];
      if (!taken) return false; // another copy rolled it up a moment ago
      for (const table of ['session_days', 'day_totals', 'day_dimensions', 'day_pages']) {
        await tx.query(`DELETE FROM "analytics"."${table}" WHERE "day" = $1`, [day]);
      }
      await tx.query(
        `INSERT INTO "analytics"."session_days"
           ("day", "session_id", "first_at", "last_at", "page_views", "device_category", "traffic_source", "country")
         ${SESSIONS_OF_DAY}`,
        [day],
      );
      const sessions = `WITH s AS (SELECT * FROM "analytics"."session_days" WHERE "day" = $1)`;
      await tx.query(
        `INSERT INTO "analytics"."day_totals" ("day", "sessions", "bounces", "page_views", "duration_ms")
         ${sessions} ${TOTALS_OF_SESSIONS}`,
        [day],
      );
      await tx.query(
        `INSERT INTO "analytics"."day_dimensions" ("day", "dimension", "value", "sessions") ${sessions} ${DIMENSIONS_OF_SESSIONS}`,
        [day],
      );
      await tx.query(`INSERT INTO "analytics"."day_pages" ("day", "page", "views", "unique_views", "exits") ${PAGES_OF_DAY}`, [
        day,
      ]);
      return true;
    });
  }
}
