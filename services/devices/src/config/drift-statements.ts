import { MAX_DRIFT_LISTED } from '@storystump/contracts';
import { searchFilter } from '@storystump/service-kit';
import { whereOf } from '../stations/station-filter.js';

const APPLIED = 'COALESCE(c.applied_version, 0)';

/** When the first change of the fleet's defaults after `version` was made. */
const defaultsChangedAfter = (version: string) => `(SELECT ch.changed_at FROM devices.config_changes ch
  WHERE ch.station_id IS NULL AND ch.version > ${version} ORDER BY ch.version LIMIT 1)`;

/**
 * When a stump fell behind: the first change after the version it applied (not before its station
 * existed), given when the defaults first changed after it. A station's own values are looked up
 * only where they changed since, as `overrides_version` is always the last of its own changes.
 */
const sinceGiven = (defaultsChangedAt: string) => `GREATEST(b.created_at, LEAST(${defaultsChangedAt},
    CASE WHEN c.overrides_version > ${APPLIED} THEN (SELECT ch.changed_at FROM devices.config_changes ch
      WHERE ch.station_id = b.id AND ch.version > ${APPLIED} ORDER BY ch.version LIMIT 1) END))`;

/** When one station's stump fell behind (`b` and its configuration row `c`). */
export const DRIFT_SINCE = sinceGiven(defaultsChangedAfter(APPLIED));

/** The version a station's stump should hold: the later of the defaults' and its own values'. */
export const DESIRED = `GREATEST((SELECT version FROM devices.config_defaults WHERE id = 1), COALESCE(c.overrides_version, 0))`;

/** The stations (`b`) behind their desired configuration, with their configuration row (`c`). */
const BEHIND = `FROM devices.base_stations b LEFT JOIN devices.station_configs c ON c.station_id = b.id
  WHERE ${APPLIED} < ${DESIRED}`;

/**
 * When the defaults first changed after each version a stump has applied (0 for none): a few rows
 * however large the fleet, worked out once, where looking it up per station cost one index probe
 * a station behind.
 */
const DEFAULTS_CHANGED_AFTER_APPLIED = `defaults_changed AS MATERIALIZED (
  SELECT a.version, ${defaultsChangedAfter('a.version')} AS changed_at
  FROM (SELECT applied_version AS version FROM devices.station_configs WHERE applied_version IS NOT NULL UNION SELECT 0) a)`;

/** What the drift list's `q` looks in: the same columns, and trigram indexes, as the stations' list. */
const DRIFT_SEARCH = { search: ['b.base_id', 'b.friendly_name'] };

/** The whole fleet's stations, and how many of them are behind. */
export const DRIFT_COUNTS_SQL = `SELECT (SELECT count(*)::int FROM devices.base_stations) AS stations,
  (SELECT count(*)::int ${BEHIND}) AS drifting`;

/**
 * The stations behind, longest first, at most MAX_DRIFT_LISTED; with `q`, those whose base_id or
 * name holds it. A search finds few stations, each looked up on its own; the whole fleet's list
 * joins the few moments the defaults changed after each applied version instead.
 */
export function driftListStatement(q: string | undefined): { sql: string; params: unknown[] } {
  const columns = `b.id, b.base_id, b.friendly_name, ${DESIRED} AS desired, c.applied_version AS applied`;
  const order = `ORDER BY since, b.base_id LIMIT ${MAX_DRIFT_LISTED}`;
  if (q) {
    const search = whereOf([searchFilter(DRIFT_SEARCH, q)]);
    return { sql: `SELECT ${columns}, ${DRIFT_SINCE} AS since ${BEHIND} AND ${search.sql} ${order}`, params: search.params };
  }
  return {
    sql: `WITH ${DEFAULTS_CHANGED_AFTER_APPLIED}
      SELECT ${columns}, ${sinceGiven('d.changed_at')} AS since
      FROM devices.base_stations b LEFT JOIN devices.station_configs c ON c.station_id = b.id
        JOIN defaults_changed d ON d.version = ${APPLIED}
      WHERE ${APPLIED} < ${DESIRED} ${order}`,
    params: [],
  };
}
