import type { DataSource, EntityManager } from 'typeorm';

/** The health samples a roll-up has not counted yet, by the transactions that wrote them. */
export interface NewSamples {
  /** The first transaction not counted before (inclusive). */
  from: string;
  /** Every transaction below this one has ended: its samples can all be read (exclusive). */
  before: string;
}

/**
 * Runs a roll-up over the samples written since its last look, and marks them counted, in one
 * transaction. It reads only the samples of transactions that have ended, so a heartbeat still
 * being written is counted at the next look, never passed over; a transaction left open anywhere in
 * the database holds the roll-ups back until it ends. Roll-ups running at once take turns.
 */
export async function rollUpNewSamples(
  db: DataSource,
  rollUp: 'health_hours' | 'version_hours',
  count: (tx: EntityManager, samples: NewSamples) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [samples] = await tx.query<NewSamples[]>(
      `SELECT counted_before::text AS "from", pg_snapshot_xmin(pg_current_snapshot())::text AS "before"
       FROM devices.roll_up_marks WHERE name = $1 FOR UPDATE`,
      [rollUp],
    );
    if (!samples || BigInt(samples.before) <= BigInt(samples.from)) return;
    // New samples always lie past PostgreSQL's statistics of written_by: it would guess one row and
    // look each station's last beat up one at a time rather than hash them all. A look sorts one
    // interval's heartbeats, kept in memory.
    await tx.query(`SET LOCAL enable_nestloop = off`);
    await tx.query(`SET LOCAL work_mem = '64MB'`);
    await count(tx, samples);
    await tx.query(`UPDATE devices.roll_up_marks SET counted_before = $2 WHERE name = $1`, [rollUp, samples.before]);
  });
}

/** The condition that picks a roll-up's new samples (`$1`, `$2` being its NewSamples). */
export const NEW_SAMPLES = `written_by >= $1::bigint AND written_by < $2::bigint`;
