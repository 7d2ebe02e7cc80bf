import { momentCursorSql } from '@storystump/service-kit';

const VISIT_COLUMNS = `v."id", v."station_id", v."station_base_id", v."station_name", v."visit_date",
  s."friendly_name" AS "current_name", s."deleted_at" AS "station_deleted_at"`;

/** Every visit of character $1, newest first. */
export const ALL_VISITS_SQL = `SELECT ${VISIT_COLUMNS}
   FROM "characters"."visits" v
   LEFT JOIN "characters"."known_stations" s ON s."id" = v."station_id"
  WHERE v."character_id" = $1
  ORDER BY v."visit_date" DESC, v."id" DESC`;

/**
 * At most $2 visits of character $1, newest first, each with its moment as a cursor holds it;
 * `older` pages on from the visit ($3 moment, $4 id). Served by the (character, date, id) index.
 */
export const visitPageSql = ({
  older,
}: {
  older: boolean;
}) => `SELECT ${VISIT_COLUMNS}, ${momentCursorSql('v."visit_date"')} AS "moment"
   FROM "characters"."visits" v
   LEFT JOIN "characters"."known_stations" s ON s."id" = v."station_id"
  WHERE v."character_id" = $1 ${older ? `AND (v."visit_date", v."id") < ($3::timestamptz, $4::uuid)` : ''}
  ORDER BY v."visit_date" DESC, v."id" DESC
  LIMIT $2`;

/** How many visits character $1 has. */
export const VISIT_COUNT_SQL = `SELECT count(*)::int AS "total" FROM "characters"."visits" WHERE "character_id" = $1`;

/**
 * Character $1's visits counted per stump, most recently visited first: counted from the
 * (character, station, date) index alone, then each stump's name and place looked up by its key.
 * The planner takes a character's stumps to be as many as its visits, and would read every known
 * stump to join them: the lateral lookup keeps it to one index probe a stump.
 */
export const VISITED_PLACES_SQL = `SELECT p."station_id", p."visits", p."first_visit", p."last_visit",
        COALESCE(s."base_id", (SELECT v."station_base_id" FROM "characters"."visits" v
                                WHERE v."character_id" = $1 AND v."station_id" = p."station_id" LIMIT 1)) AS "base_id",
        COALESCE(s."friendly_name", (SELECT v."station_name" FROM "characters"."visits" v
                                WHERE v."character_id" = $1 AND v."station_id" = p."station_id" LIMIT 1)) AS "name",
        s."deleted_at", s."latitude", s."longitude"
   FROM (SELECT "station_id", count(*)::int AS "visits", min("visit_date") AS "first_visit", max("visit_date") AS "last_visit"
           FROM "characters"."visits" WHERE "character_id" = $1 GROUP BY "station_id") p
   LEFT JOIN LATERAL (SELECT k."base_id", k."friendly_name", k."deleted_at", k."latitude", k."longitude"
                        FROM "characters"."known_stations" k WHERE k."id" = p."station_id" LIMIT 1) s ON true
  ORDER BY p."last_visit" DESC, p."station_id"`;
