import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

const IDLE_POLL_MS = 1000;
const MAX_BACKOFF_MS = 5000;

/**
 * Relays an outbox table's rows, a batch at a time, from the application's start to its shutdown:
 * the next batch at once while batches come back full, after a second when idle (rows left by
 * another copy, or by a crash between commit and wake-up, are found so), after a growing pause
 * while they fail, logged once when failing starts and now and then.
 */
export abstract class BatchRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private stopped = false;
  private running?: Promise<void>;
  private wakeUp?: () => void;

  constructor(
    /** What waits while the batches fail: "Events wait in the outbox". */
    private readonly waiting: string,
    protected readonly batchSize: number,
  ) {}

  /** Relays one batch; answers how many rows it found. */
  protected abstract relayBatch(): Promise<number>;

  onApplicationBootstrap(): void {
    this.running = this.run();
  }

  /** Cuts the current pause short: there is something new to relay. */
  wake(): void {
    this.wakeUp?.();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  /** The oldest rows no other copy holds, locked until the transaction ends. */
  protected oldestRows<T extends ObjectLiteral>(tx: EntityManager, table: EntityTarget<T>): Promise<T[]> {
    return tx
      .getRepository(table)
      .createQueryBuilder('row')
      .orderBy('row.position', 'ASC')
      .limit(this.batchSize)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      let pause = IDLE_POLL_MS;
      try {
        const relayed = await this.relayBatch();
        if (failures > 0) this.logger.log(`Relaying again after ${failures} failed attempts`);
        failures = 0;
        if (relayed === this.batchSize) pause = 0;
      } catch (error) {
        failures++;
        pause = Math.min(MAX_BACKOFF_MS, 100 * 2 ** failures);
        if (failures === 1 || failures % 50 === 0) {
          this.logger.warn(`${this.waiting}: ${error instanceof Error ? error.message : String(error)} (attempt ${failures})`);
        }
      }
      if (pause > 0 && !this.stopped) await this.sleep(pause);
    }
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
