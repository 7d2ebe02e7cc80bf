import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { BatchRelay } from '../batch-relay.js';
import { JetStreamConnection } from './jetstream-connection.js';
import { OutboxEventEntity } from './outbox-event.entity.js';

const BATCH_SIZE = 100;

/**
 * Publishes the outbox to JetStream, oldest first, with the event id as message id, and deletes
 * each row only after JetStream acknowledged it. It retries until acknowledged, survives restarts
 * (the rows wait in the database), and copies of a service share the work (SKIP LOCKED).
 */
@Injectable()
export class OutboxRelay extends BatchRelay {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jetstream: JetStreamConnection,
  ) {
    super('Events wait in the outbox', BATCH_SIZE);
  }

  protected async relayBatch(): Promise<number> {
    const { js } = await this.jetstream.handles();
    const { count, failure } = await this.db.transaction(async (tx) => {
      const rows = await this.oldestRows(tx, OutboxEventEntity);
      if (rows.length === 0) return { count: 0, failure: undefined };
      const results = await Promise.allSettled(
        rows.map((row) => js.publish(row.subject, JSON.stringify(row.payload), { msgID: row.id })),
      );
      const published = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((row) => row.id);
      if (published.length) await tx.delete(OutboxEventEntity, { id: In(published) });
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      return { count: rows.length, failure: failed?.reason as unknown };
    });
    // What was acknowledged is deleted (committed above) even when the rest must wait.
    if (failure !== undefined) throw failure;
    return count;
  }
}
