import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { QueueName } from '@storystump/contracts';
import { DataSource, In } from 'typeorm';
import { BatchRelay } from '../batch-relay.js';
import { JobQueues } from './job-queues.js';
import { OutboxJobEntity } from './outbox-job.entity.js';

const BATCH_SIZE = 100;
/** BullMQ waits through a Redis outage; the rows' locks are not held that long. */
const ADD_TIMEOUT_MS = 5000;

/**
 * Adds the jobs' outbox to BullMQ, oldest first, and deletes each row only once BullMQ has the job.
 * A job's `jobId` makes an add that is repeated (after a crash between the add and the delete) a
 * no-op. It retries until Redis takes them, survives restarts (the rows wait in the database), and
 * copies of a service share the work (SKIP LOCKED).
 */
@Injectable()
export class OutboxJobRelay extends BatchRelay {
  constructor(
    private readonly queues: JobQueues,
    // A process with jobs and no database of its own has no outbox to relay.
    @Optional() @InjectDataSource() private readonly db?: DataSource,
  ) {
    super('Jobs wait in the outbox', BATCH_SIZE);
  }

  override onApplicationBootstrap(): void {
    if (this.db) super.onApplicationBootstrap();
  }

  protected async relayBatch(): Promise<number> {
    return this.db!.transaction(async (tx) => {
      const rows = await this.oldestRows(tx, OutboxJobEntity);
      if (rows.length === 0) return 0;
      await withTimeout(
        Promise.all(rows.map((row) => this.queues.enqueue(row.queue as QueueName, row.data as never, row.options))),
      );
      await tx.delete(OutboxJobEntity, { id: In(rows.map((row) => row.id)) });
      return rows.length;
    });
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not take the jobs within ${ADD_TIMEOUT_MS / 1000} s`)), ADD_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
