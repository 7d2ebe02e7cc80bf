import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SummaryOps, type AnalyticsSummary, type DateRangeQuery, type RequestContext, addDays } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { DataSource } from 'typeorm';
import { PENDING_DELTAS } from '../rollups/rollup-sql.js';
import { figuresOf, summarise, TOP_PAGES, type DayTotals, type DimensionCount, type PageCount } from './summarise.js';

const IN_RANGE = `"day" BETWEEN $1::date AND $2::date`;

/**
 * The range's rollups plus what its pending events add to them, in one statement (one snapshot):
 * exact at any moment, and as fast however many events were rolled up before. Answers one row
 * a day, one a dimension's value and one for each of the top pages, the most first (ties by name).
 */
const TOTALS = `
  WITH pending AS (
    SELECT * FROM "analytics"."pending_events"
     WHERE "received_at" >= $1::date AT TIME ZONE 'UTC' AND "received_at" < ($2::date + 1) AT TIME ZONE 'UTC'),
  ${PENDING_DELTAS},
  totals AS (
    SELECT "day", sum("sessions")::int AS "sessions", sum("bounces")::int AS "bounces", sum("page_views")::int AS "page_views",
           sum("duration_ms")::float8 AS "duration_ms", sum("bots")::int AS "bots"
      FROM (SELECT "day", "sessions", "bounces", "page_views", "duration_ms", "bots" FROM "analytics"."day_totals" WHERE ${IN_RANGE}
            UNION ALL SELECT * FROM totals_delta) t
     GROUP BY "day")`;

const TOTALS_JSON = `(SELECT COALESCE(json_agg(json_build_object('day', to_char("day", 'YYYY-MM-DD'), 'sessions', "sessions",
    'bounces', "bounces", 'pageViews', "page_views", 'durationMs', "duration_ms", 'bots', "bots")), '[]') FROM totals) AS "totals"`;

const SUMMARY_OF_RANGE = `${TOTALS},
  dimensions AS (
    SELECT "dimension", "value", sum("sessions")::int AS "sessions"
      FROM (SELECT "dimension", "value", "sessions" FROM "analytics"."day_dimensions" WHERE ${IN_RANGE}
            UNION ALL SELECT "dimension", "value", "sessions" FROM dimensions_delta) d
     GROUP BY "dimension", "value" HAVING sum("sessions") > 0),
  pages AS (
    SELECT "page", sum("views")::int AS "views", sum("unique_views")::int AS "uniqueViews", sum("exits")::int AS "exits"
      FROM (SELECT "page", "views", "unique_views", "exits" FROM "analytics"."day_pages" WHERE ${IN_RANGE}
            UNION ALL SELECT "page", "views", "unique_views", "exits" FROM pages_delta) p
     GROUP BY "page" ORDER BY sum("views") DESC, "page" COLLATE "C" LIMIT ${TOP_PAGES})
  SELECT ${TOTALS_JSON},
         (SELECT COALESCE(json_agg(d ORDER BY "sessions" DESC, "value" COLLATE "C"), '[]') FROM dimensions d) AS "dimensions",
         (SELECT COALESCE(json_agg(p ORDER BY "views" DESC, "page" COLLATE "C"), '[]') FROM pages p) AS "pages"`;

/** Only the daily totals, for the range a summary is compared with: PostgreSQL skips the parts nothing reads. */
const TOTALS_OF_RANGE = `${TOTALS}
  SELECT ${TOTALS_JSON}`;

@Injectable()
export class SummaryService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The range's summary, with the figures of the range of the same length just before it. */
  @Handles(SummaryOps.get)
  async summary(ctx: RequestContext, { startDate, endDate }: DateRangeQuery): Promise<AnalyticsSummary> {
    const days: string[] = [];
    for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
    const before = { startDate: addDays(startDate, -days.length), endDate: addDays(startDate, -1) };
    const [[figures], [previous]]: [
      { totals: DayTotals[]; dimensions: DimensionCount[]; pages: PageCount[] }[],
      { totals: DayTotals[] }[],
    ] = await Promise.all([
      this.db.query(SUMMARY_OF_RANGE, [startDate, endDate]),
      this.db.query(TOTALS_OF_RANGE, [before.startDate, before.endDate]),
    ]);
    return summarise(days, figures!.totals, figures!.dimensions, figures!.pages, {
      ...before,
      ...figuresOf(previous!.totals),
    });
  }
}
