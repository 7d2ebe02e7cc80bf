import { NEW_SAMPLES } from '../health/new-samples.js';

/**
 * Extends each station's runs with the new samples (`NEW_SAMPLES`' `$1` to `$4`): they follow its
 * latest run, and a new run begins at a heartbeat on another version than the one before it, or
 * after a whole UTC day without one. Only stations heard on another version or day than their
 * latest run's are looked at, and a run is written only when it begins or reaches a new day: most
 * looks write none.
 */
export const EXTEND_VERSION_RUNS = `
  WITH new_beats AS (
    SELECT station_id, at, running_version
    FROM devices.health_samples WHERE ${NEW_SAMPLES} AND running_version IS NOT NULL),
  latest AS (
    SELECT DISTINCT ON (r.station_id) r.station_id, r.started_at, r.running_version, r.last_day
    FROM devices.version_runs r WHERE r.station_id IN (SELECT station_id FROM new_beats)
    ORDER BY r.station_id, r.started_at DESC),
  moved AS (
    SELECT DISTINCT n.station_id FROM new_beats n LEFT JOIN latest l ON l.station_id = n.station_id
    WHERE l.station_id IS NULL OR n.running_version <> l.running_version OR (n.at AT TIME ZONE 'UTC')::date <> l.last_day),
  beats AS (
    SELECT station_id, at, (at AT TIME ZONE 'UTC')::date AS day, running_version, NULL::timestamptz AS started_at
    FROM new_beats WHERE station_id IN (SELECT station_id FROM moved)
    UNION ALL
    SELECT station_id, '-infinity', last_day, running_version, started_at
    FROM latest WHERE station_id IN (SELECT station_id FROM moved)),
  marked AS (
    SELECT *,
      CASE WHEN running_version IS DISTINCT FROM lag(running_version) OVER w OR day > lag(day) OVER w + 1 THEN 1 ELSE 0 END
        AS starts
    FROM beats WINDOW w AS (PARTITION BY station_id ORDER BY at)),
  numbered AS (
    SELECT *, sum(starts) OVER (PARTITION BY station_id ORDER BY at) AS run FROM marked)
  INSERT INTO devices.version_runs AS r (station_id, started_at, running_version, last_day)
  SELECT station_id, coalesce(min(started_at), min(at)), min(running_version), max(day)
  FROM numbered GROUP BY station_id, run
  HAVING count(started_at) = 0 OR max(day) > max(day) FILTER (WHERE started_at IS NOT NULL)
  ORDER BY 1, 2
  ON CONFLICT (station_id, started_at) DO UPDATE SET last_day = greatest(r.last_day, EXCLUDED.last_day)`;

/** The stations that ran each version on any UTC day from `$1` to `$2` (both included). */
export const STATIONS_OF_VERSIONS = `
  SELECT running_version AS tag, count(*)::int AS stations
  FROM (SELECT DISTINCT running_version, station_id FROM devices.version_runs
        WHERE started_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC' AND last_day >= $1::date) ran
  GROUP BY running_version`;
