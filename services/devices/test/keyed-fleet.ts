import type { DataSource } from 'typeorm';

/**
 * Gives every stored station an API key (its hash made from the station's id), then brings the
 * planner's statistics up to date as autovacuum would after such a load, search indexes' pending
 * entries merged in.
 */
export async function keyEveryStation(db: DataSource): Promise<void> {
  await db.query(
    `INSERT INTO devices.api_keys (id, key_hash, prefix, base_station_id)
     SELECT gen_random_uuid(), encode(sha256(id::text::bytea), 'hex'), 'ssk_' || left(md5(id::text), 8), id FROM devices.base_stations`,
  );
  await db.query('VACUUM ANALYZE devices.base_stations');
  await db.query('VACUUM ANALYZE devices.api_keys');
}
