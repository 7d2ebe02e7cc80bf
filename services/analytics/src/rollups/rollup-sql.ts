/**
 * What the pending events change in the rollups, written once and used two ways: added to the
 * rollups by the rollup, or added on the spot by the summary. The caller names the events `pending`
 * (columns of pending_events); each part below is a CTE over them, so its cost follows the
 * pending events (and index lookups of their sessions), not the events stored before them.
 *
 * A session already rolled up on the day is merged with its pending events: its old row counts
 * with sign -1 and the merged row with +1, so totals and dimensions move by the difference.
 * Its device, source and country are the first it sent (`unknown` until it sends one), its campaign
 * the first its pages named. Bots' events count only as bots, apart from every session figure.
 */
const DAY = `("received_at" AT TIME ZONE 'UTC')::date`;
const PAGE_VIEW = `"type" = 'pageview' AND NOT "is_exit"`;
const firstOf = (column: string) =>
  `COALESCE((array_agg("${column}" ORDER BY "received_at") FILTER (WHERE "${column}" IS NOT NULL))[1], 'unknown')`;
const kept = (column: string) =>
  `CASE WHEN o."${column}" IS NULL OR o."${column}" = 'unknown' THEN p."${column}" ELSE o."${column}" END`;

export const PENDING_DELTAS = `
  human AS (SELECT * FROM pending WHERE NOT "is_bot"),
  bots_delta AS (SELECT ${DAY} AS "day", count(*)::int AS "bots" FROM pending WHERE "is_bot" GROUP BY 1),
  pending_sessions AS (
    SELECT ${DAY} AS "day", "session_id", min("received_at") AS "first_at", max("received_at") AS "last_at",
           (count(*) FILTER (WHERE ${PAGE_VIEW}))::int AS "page_views",
           ${firstOf('device_category')} AS "device_category",
           ${firstOf('traffic_source')} AS "traffic_source",
           ${firstOf('country')} AS "country",
           (array_agg("campaign" ORDER BY "received_at") FILTER (WHERE "campaign" IS NOT NULL))[1] AS "campaign"
      FROM human GROUP BY 1, 2),
  -- One index lookup per pending session (LIMIT keeps the planner from scanning every session instead).
  rolled_sessions AS (
    SELECT o.* FROM pending_sessions p
      CROSS JOIN LATERAL (SELECT * FROM "analytics"."session_days" s
                           WHERE s."day" = p."day" AND s."session_id" = p."session_id" LIMIT 1) o),
  merged_sessions AS (
    SELECT p."day", p."session_id", least(o."first_at", p."first_at") AS "first_at",
           greatest(o."last_at", p."last_at") AS "last_at", COALESCE(o."page_views", 0) + p."page_views" AS "page_views",
           ${kept('device_category')} AS "device_category", ${kept('traffic_source')} AS "traffic_source",
           ${kept('country')} AS "country", COALESCE(o."campaign", p."campaign") AS "campaign"
      FROM pending_sessions p LEFT JOIN rolled_sessions o USING ("day", "session_id")),
  signed_sessions AS (
    SELECT 1 AS "sign", * FROM merged_sessions UNION ALL SELECT -1, * FROM rolled_sessions),
  session_totals AS (
    SELECT "day", sum("sign")::int AS "sessions", COALESCE(sum("sign") FILTER (WHERE "page_views" = 1), 0)::int AS "bounces",
           sum("sign" * "page_views")::int AS "page_views",
           round(sum("sign" * extract(epoch FROM "last_at" - "first_at") * 1000))::bigint AS "duration_ms"
      FROM signed_sessions GROUP BY "day"),
  totals_delta AS (
    SELECT "day", COALESCE(s."sessions", 0) AS "sessions", COALESCE(s."bounces", 0) AS "bounces",
           COALESCE(s."page_views", 0) AS "page_views", COALESCE(s."duration_ms", 0)::bigint AS "duration_ms",
           COALESCE(b."bots", 0) AS "bots"
      FROM session_totals s FULL JOIN bots_delta b USING ("day")),
  dimensions_delta AS (
    SELECT "day", "dimension", "value", sum("sign")::int AS "sessions" FROM (
      SELECT "day", "sign", 'device' AS "dimension", "device_category" AS "value" FROM signed_sessions
      UNION ALL SELECT "day", "sign", 'source', "traffic_source" FROM signed_sessions
      UNION ALL SELECT "day", "sign", 'country', "country" FROM signed_sessions
      UNION ALL SELECT "day", "sign", 'campaign', "campaign" FROM signed_sessions WHERE "campaign" IS NOT NULL) d
     GROUP BY "day", "dimension", "value" HAVING sum("sign") <> 0),
  pending_page_views AS (
    SELECT v.*, seen."yes" IS NOT NULL AS "seen"
      FROM (SELECT ${DAY} AS "day", "page", "session_id", "is_exit" FROM human
             WHERE "type" = 'pageview' AND "page" IS NOT NULL) v
      LEFT JOIN LATERAL (SELECT true AS "yes" FROM "analytics"."session_day_pages" s
                          WHERE s."day" = v."day" AND s."page" = v."page" AND s."session_id" = v."session_id" LIMIT 1) seen ON true),
  pages_delta AS (
    SELECT "day", "page", (count(*) FILTER (WHERE NOT "is_exit"))::int AS "views",
           (count(DISTINCT "session_id") FILTER (WHERE NOT "is_exit" AND NOT "seen"))::int AS "unique_views",
           (count(*) FILTER (WHERE "is_exit"))::int AS "exits"
      FROM pending_page_views GROUP BY "day", "page")`;
