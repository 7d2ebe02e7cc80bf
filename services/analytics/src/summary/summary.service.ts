import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, type AnalyticsSummary, type DateRangeQuery, type RequestContext } from '@storystump/contracts';
import { requireAdmin } from '@storystump/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { DIMENSIONS_OF_SESSIONS, PAGES_OF_DAY, SESSIONS_OF_DAY, TOTALS_OF_SESSIONS } from '../rollups/rollup-sql.js';
import { summarise, type DayTotals, type DimensionCount, type PageCount } from './summarise.js';

const TOTALS_COLUMNS = `to_char("day", 'YYYY-MM-DD') AS "day", "sessions", "bounces", "page_views" AS "pageViews", "duration_ms"::float8 AS "durationMs"`;

/**
 * The summary of a range: the rolled-up days read from the rollups, and the days with events not
 * yet rolled up (usually only today) computed from their raw events, in one snapshot.
 */
@Injectable()
export class SummaryService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async summary(ctx: RequestContext, { startDate, endDate }: DateRangeQuery): Promise<AnalyticsSummary> {
    requireAdmin(ctx);
    const days: string[] = [];
    for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
    return this.db.transaction('REPEATABLE READ', async (tx) => {
      const tail: string[] = (
        await tx.query(
          `SELECT to_char("day", 'YYYY-MM-DD') AS "day" FROM "analytics"."dirty_days" WHERE "day" BETWEEN $1 AND $2`,
          [startDate, endDate],
        )
      ).map((row: { day: string }) => row.day);
      const rolled = [startDate, endDate, tail];
      const rolledDays = `"day" BETWEEN $1 AND $2 AND NOT ("day" = ANY($3::date[]))`;
      const totals: DayTotals[] = await tx.query(
        `SELECT ${TOTALS_COLUMNS} FROM "analytics"."day_totals" WHERE ${rolledDays}`,
        rolled,
      );
      const dimensions: DimensionCount[] = await tx.query(
        `SELECT "dimension", "value", sum("sessions")::int AS "sessions" FROM "analytics"."day_dimensions"
          WHERE ${rolledDays} GROUP BY "dimension", "value"`,
        rolled,
      );
      const pages: PageCount[] = await tx.query(
        `SELECT "page", sum("views")::int AS "views", sum("unique_views")::int AS "uniqueViews", sum("exits")::int AS "exits"
           FROM "analytics"."day_pages" WHERE ${rolledDays} GROUP BY "page"`,
        rolled,
      );
      for (const day of tail) {
        const fresh = await this.dayFromRawEvents(tx, day);
        totals.push(...fresh.totals);
        dimensions.push(...fresh.dimensions);
        pages.push(...fresh.pages);
      }
      return summarise(days, totals, dimensions, pages);
    });
  }

  /** A day not rolled up yet, from its raw events in one statement (its sessions grouped once). */
  private async dayFromRawEvents(tx: EntityManager, day: string) {
    const [figures]: { totals: DayTotals[]; dimensions: DimensionCount[]; pages: PageCount[] }[] = await tx.query(
      `WITH s AS MATERIALIZED (${SESSIONS_OF_DAY}), t AS (${TOTALS_OF_SESSIONS}), d AS (${DIMENSIONS_OF_SESSIONS}),
            p AS (${PAGES_OF_DAY})
       SELECT (SELECT COALESCE(json_agg(x), '[]') FROM (SELECT ${TOTALS_COLUMNS} FROM t) x) AS "totals",
              (SELECT COALESCE(json_agg(d), '[]') FROM d) AS "dimensions",
              (SELECT COALESCE(json_agg(y), '[]') FROM (SELECT "page", "views", "unique_views" AS "uniqueViews", "exits" FROM p) y) AS "pages"`,
      [day],
    );
    return figures!;
  }
}
