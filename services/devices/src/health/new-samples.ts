import type { DataSource, EntityManager } from 'typeorm';

/** The health samples a roll-up has not counted yet, by the transactions that wrote them: `NEW_SAMPLES`' parameters. */
export type NewSamples = [from: string, before: string, stillWriting: string[], doneSince: string[]];

/**
 * The condition that picks a look's new samples, with NewSamples as `$1` to `$4`: those of the
 * transactions from `$1` (the last look's `$2`) up to `$2` (this look's snapshot's xmax: every one
 * below it had begun) but those still running (`$3`), and those still running at the last look
 * that have ended since (`$4`). Transactions from `$2` on are the next look's.
 */
export const NEW_SAMPLES = `((written_by >= $1::bigint AND written_by < $2::bigint AND written_by <> ALL($3::bigint[]))
  OR written_by = ANY($4::bigint[]))`;

/**
 * Runs a roll-up over the samples written since its last look, and marks them counted, in one
 * transaction. A sample is read once the transaction that wrote it has ended, so a heartbeat still
 * being written when a look begins is counted at a later look, never passed over and never twice;
 * a long transaction elsewhere holds nothing back. Roll-ups running at once take turns.
 */
export async function rollUpNewSamples(
  db: DataSource,
  rollUp: 'health_hours' | 'version_vitals',
  count: (tx: EntityManager, samples: NewSamples) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [mark] = await tx.query<Array<{ from: string; wasWriting: string[] }>>(
      `SELECT counted_before::text AS "from", still_writing::text[] AS "wasWriting"
       FROM devices.roll_up_marks WHERE name = $1 FOR UPDATE`,
      [rollUp],
    );
    if (!mark) return;
    // A statement of its own, so its snapshot is taken once the mark is ours: one taken before a
    // wait for another look would be older than that look's.
    const [snapshot] = await tx.query<Array<{ before: string; running: string[] }>>(
      `SELECT pg_snapshot_xmax(s)::text AS "before", ARRAY(SELECT x::text FROM pg_snapshot_xip(s) AS x) AS "running"
       FROM pg_current_snapshot() AS s`,
    );
    const { before, running } = snapshot!;
    const from = BigInt(mark.from);
    const stillWriting = running.filter((xid) => BigInt(xid) >= from || mark.wasWriting.includes(xid));
    const doneSince = mark.wasWriting.filter((xid) => !running.includes(xid));
    if (BigInt(before) <= from && doneSince.length === 0) return;
    // New samples always lie past PostgreSQL's statistics of written_by: it would guess one row and
    // look each station's last beat up one at a time rather than hash them all. A look sorts one
    // interval's heartbeats, kept in memory.
    await tx.query(`SET LOCAL enable_nestloop = off`);
    await tx.query(`SET LOCAL work_mem = '64MB'`);
    await count(tx, [mark.from, before, stillWriting, doneSince]);
    await tx.query(`UPDATE devices.roll_up_marks SET counted_before = $2, still_writing = $3::bigint[] WHERE name = $1`, [
      rollUp,
      before,
      stillWriting,
    ]);
  });
}
