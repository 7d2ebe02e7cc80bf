/**
 * The figures of one day, written once here and used two ways: stored by the rollup, or computed
 * on the spot for a day whose newest events are not rolled up yet. `$1` is the day (a date).
 */
const OF_THE_DAY = `"received_at" >= $1::date AT TIME ZONE 'UTC' AND "received_at" < ($1::date + 1) AT TIME ZONE 'UTC'`;
const PAGE_VIEW = `"type" = 'pageview' AND NOT "is_exit"`;
const firstOf = (column: string) =>
  `COALESCE((array_agg("${column}" ORDER BY "received_at") FILTER (WHERE "${column}" IS NOT NULL))[1], 'unknown')`;

/** Each session's activity on the day; its device, source and country are the first it sent. */
export const SESSIONS_OF_DAY = `
  SELECT $1::date AS "day", "session_id", min("received_at") AS "first_at", max("received_at") AS "last_at",
         (count(*) FILTER (WHERE ${PAGE_VIEW}))::int AS "page_views",
         ${firstOf('device_category')} AS "device_category",
         ${firstOf('traffic_source')} AS "traffic_source",
         ${firstOf('country')} AS "country"
    FROM "analytics"."events" WHERE ${OF_THE_DAY}
   GROUP BY "session_id"`;

/** Over rows shaped like session_days (`s`). */
export const TOTALS_OF_SESSIONS = `
  SELECT "day", count(*)::int AS "sessions", (count(*) FILTER (WHERE "page_views" = 1))::int AS "bounces",
         COALESCE(sum("page_views"), 0)::int AS "page_views",
         COALESCE(round(sum(extract(epoch FROM "last_at" - "first_at") * 1000)), 0)::bigint AS "duration_ms"
    FROM s GROUP BY "day"`;

export const DIMENSIONS_OF_SESSIONS = `
  SELECT "day", 'device' AS "dimension", "device_category" AS "value", count(*)::int AS "sessions" FROM s GROUP BY "day", "device_category"
  UNION ALL
  SELECT "day", 'source', "traffic_source", count(*)::int FROM s GROUP BY "day", "traffic_source"
  UNION ALL
  SELECT "day", 'country', "country", count(*)::int FROM s GROUP BY "day", "country"`;

/** Views, distinct viewing sessions and exits of each page on the day. */
export const PAGES_OF_DAY = `
  SELECT $1::date AS "day", left("page", 500) AS "page",
         (count(*) FILTER (WHERE NOT "is_exit"))::int AS "views",
         (count(DISTINCT "session_id") FILTER (WHERE NOT "is_exit"))::int AS "unique_views",
         (count(*) FILTER (WHERE "is_exit"))::int AS "exits"
    FROM "analytics"."events" WHERE ${OF_THE_DAY} AND "type" = 'pageview' AND "page" IS NOT NULL
   GROUP BY left("page", 500)`;
