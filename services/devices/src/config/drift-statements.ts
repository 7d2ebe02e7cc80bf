import { MAX_DRIFT_LISTED } from '@storystump/contracts';
import { searchFilter } from '@storystump/service-kit';
import { whereOf } from '../stations/station-filter.js';

/** When a stump fell behind: the first change after the version it applied (not before its station existed). */
export const DRIFT_SINCE = `GREATEST(b.created_at, LEAST(
    (SELECT ch.changed_at FROM devices.config_changes ch
      WHERE ch.station_id IS NULL AND ch.version > COALESCE(c.applied_version, 0) ORDER BY ch.version LIMIT 1),
    (SELECT ch.changed_at FROM devices.config_changes ch
      WHERE ch.station_id = b.id AND ch.version > COALESCE(c.applied_version, 0) ORDER BY ch.version LIMIT 1)))`;

/** The version a station's stump should hold: the later of the defaults' and its own values'. */
export const DESIRED = `GREATEST((SELECT version FROM devices.config_defaults WHERE id = 1), COALESCE(c.overrides_version, 0))`;

/** The stations (`b`) behind their desired configuration, with their configuration row (`c`). */
const BEHIND = `FROM devices.base_stations b LEFT JOIN devices.station_configs c ON c.station_id = b.id
  WHERE COALESCE(c.applied_version, 0) < ${DESIRED}`;

/** What the drift list's `q` looks in: the same columns, and trigram indexes, as the stations' list. */
const DRIFT_SEARCH = { search: ['b.base_id', 'b.friendly_name'] };

/** The whole fleet's stations, and how many of them are behind. */
export const DRIFT_COUNTS_SQL = `SELECT (SELECT count(*)::int FROM devices.base_stations) AS stations,
  (SELECT count(*)::int ${BEHIND}) AS drifting`;

/** The stations behind, longest first, at most MAX_DRIFT_LISTED; with `q`, those whose base_id or name holds it. */
export function driftListStatement(q: string | undefined): { sql: string; params: unknown[] } {
  const search = q ? whereOf([searchFilter(DRIFT_SEARCH, q)]) : { sql: 'true', params: [] };
  return {
    sql: `SELECT b.id, b.base_id, b.friendly_name, ${DESIRED} AS desired, c.applied_version AS applied, ${DRIFT_SINCE} AS since
      ${BEHIND} AND ${search.sql} ORDER BY since, b.base_id LIMIT ${MAX_DRIFT_LISTED}`,
    params: search.params,
  };
}
