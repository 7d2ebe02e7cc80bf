import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const PARTITION_NAME = /^events_(\d{4})_(\d{2})$/;

/** `events_2026_11` for any time in November 2026 (UTC). */
export const partitionOf = (at: Date) => `events_${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

/** The raw events' month partitions: made before the first event of a month is written, dropped past the retention. */
@Injectable()
export class EventPartitions {
  private readonly known = new Set<string>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async ensureFor(times: Date[]): Promise<void> {
    const missing = new Map<string, Date>();
    for (const at of times) {
      const name = partitionOf(at);
      if (!this.known.has(name)) missing.set(name, at);
    }
    for (const [name, at] of missing) {
      const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
      const to = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
      // Every copy of the service may meet a new month at once: one makes it, the others find it.
      await this.db.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('analytics.events partitions'))`);
        await tx.query(
          `CREATE TABLE IF NOT EXISTS "analytics"."${name}" PARTITION OF "analytics"."events"
             FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
        );
      });
      this.known.add(name);
    }
  }

  /** Drops the months wholly older than `months` months before `now`; answers their names. */
  async dropOlderThan(months: number, now = new Date()): Promise<string[]> {
    const cutoff = partitionOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 1)));
    const rows: { name: string }[] = await this.db.query(
      `SELECT c.relname AS name FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid
         JOIN pg_class p ON p.oid = i.inhparent
         JOIN pg_namespace n ON n.oid = p.relnamespace
        WHERE n.nspname = 'analytics' AND p.relname = 'events'`,
    );
    const old = rows.map((row) => row.name).filter((name) => PARTITION_NAME.test(name) && name < cutoff);
    for (const name of old) {
      await this.db.query(`DROP TABLE "analytics"."${name}"`);
      this.known.delete(name);
    }
    return old;
  }
}
