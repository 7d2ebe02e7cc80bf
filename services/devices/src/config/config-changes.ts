import type { EntityManager } from 'typeorm';

/**
 * Numbers a change of configuration (of the defaults when `stationId` is null) in the transaction
 * that makes it: its number is the new version. Changes take the defaults' row lock first, so they
 * commit in the order of their numbers and a copy reading the changes after the last it saw
 * misses none (see EffectiveConfigs).
 */
export async function numberChange(tx: EntityManager, stationId: string | null): Promise<number> {
  await tx.query(`SELECT 1 FROM devices.config_defaults WHERE id = 1 FOR UPDATE`);
  const [row] = await tx.query<{ version: number }[]>(
    `INSERT INTO devices.config_changes (station_id, changed_at) VALUES ($1, now()) RETURNING version`,
    [stationId],
  );
  return row!.version;
}
