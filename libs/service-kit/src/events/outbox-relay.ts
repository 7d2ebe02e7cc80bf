import { Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { JetStreamConnection } from './jetstream-connection.js';
import { OutboxEventEntity } from './outbox-event.entity.js';

const BATCH_SIZE = 100;
/** Rows left by another copy, or by a crash between commit and wake-up, are found by polling. */
const IDLE_POLL_MS = 1000;
const MAX_BACKOFF_MS = 5000;

/**
 * Publishes the outbox to JetStream, oldest first, with the event id as message id, and deletes
 * each row only after JetStream acknowledged it. It retries until acknowledged, survives restarts
 * (the rows wait in the database), and copies of a service share the work (SKIP LOCKED).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private stopped = false;
  private running?: Promise<void>;
  private wakeUp?: () => void;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jetstream: JetStreamConnection,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.run();
  }

  /** Cuts the current pause short: there is something new to publish. */
  wake(): void {
    this.wakeUp?.();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      let pause = IDLE_POLL_MS;
      try {
        const published = await this.publishBatch();
        if (failures > 0) this.logger.log(`Publishing events again after ${failures} failed attempts`);
        failures = 0;
        if (published === BATCH_SIZE) pause = 0;
      } catch (error) {
        failures++;
        pause = Math.min(MAX_BACKOFF_MS, 100 * 2 ** failures);
        // Once when it starts failing, then now and then: not a line per attempt.
        if (failures === 1 || failures % 50 === 0) {
          this.logger.warn(`Events wait in the outbox: ${describe(error)} (attempt ${failures})`);
        }
      }
      if (pause > 0 && !this.stopped) await this.sleep(pause);
    }
  }

  private async publishBatch(): Promise<number> {
    const { js } = await this.jetstream.handles();
    const { count, failure } = await this.db.transaction(async (tx) => {
      const rows = await tx
        .getRepository(OutboxEventEntity)
        .createQueryBuilder('event')
        .orderBy('event.position', 'ASC')
        .limit(BATCH_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
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

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
