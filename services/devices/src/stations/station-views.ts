import type { StationView } from '@storystump/contracts';
import type { EntityManager } from 'typeorm';

/** The columns of a station's view, named as the view names them: a page reads them as they are sent. */
const STATION_VIEWS_SQL = `SELECT id AS "_id", base_id, friendly_name, latitude, longitude, resting_since IS NOT NULL AS resting
  FROM devices.base_stations WHERE id = ANY($1::uuid[])`;

/**
 * The views of the stations with these ids (in any order), read straight into the view's shape:
 * a list's page asks for 50 at a time, and building each as an entity first (its dates parsed,
 * the query put together by the ORM) cost more than reading them.
 */
export const stationViewsOf = (db: EntityManager, ids: string[]): Promise<StationView[]> => db.query(STATION_VIEWS_SQL, [ids]);
