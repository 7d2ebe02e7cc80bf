import type { DataSource, EntityManager } from 'typeorm';

/** The health samples a roll-up has not counted yet, by the transactions that wrote them: `NEW_SAMPLES`' parameters. */
export type NewSamples = [from: string, before: string, stillWriting: string[], doneSince: string[]];

/**
 * The condition that picks a look's new samples, with NewSamples as `$1` to `$4`: those of the
 * transactions begun since the last look (from `$1`, up to `$2`, the first not begun when this look
 * did) that have ended, and those of the transactions still writing at the last look that have
 * ended since (`$4`).
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
  rollUp: 'health_hours' | 'version_hours',
  count: (tx: EntityManager, samples: NewSamples) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [look] = await tx.query<Array<{ from: string; wasWriting: string[]; before: string; writing: string[] }>>(
      `SELECT m.counted_before::text AS "from", m.still_writing::text[] AS "wasWriting",
         pg_snapshot_xmax(s)::text AS "before", ARRAY(SELECT x::text FROM pg_snapshot_xip(s) AS x) AS "writing"
       FROM devices.roll_up_marks m, pg_current_snapshot() AS s WHERE m.name = $1 FOR UPDATE OF m`,
      [rollUp],
    );
    if (!look) return;
    const [from, before] = [BigInt(look.from), BigInt(look.before)];
    const writing = new Set(look.writing);
    const stillWriting = look.writing.filter((xid) => BigInt(xid) >= from || look.wasWriting.includes(xid));
    const doneSince = look.wasWriting.filter((xid) => !writing.has(xid));
    if (before <= from && doneSince.length === 0) return;
    // New samples always lie past PostgreSQL's statistics of written_by: it would guess one row and
    // look each station's last beat up one at a time rather than hash them all. A look sorts one
    // interval's heartbeats, kept in memory.
    await tx.query(`SET LOCAL enable_nestloop = off`);
    await tx.query(`SET LOCAL work_mem = '64MB'`);
    await count(tx, [look.from, look.before, stillWriting, doneSince]);
    await tx.query(`UPDATE devices.roll_up_marks SET counted_before = $2, still_writing = $3::bigint[] WHERE name = $1`, [
      rollUp,
      look.before,
      stillWriting,
    ]);
  });
}
