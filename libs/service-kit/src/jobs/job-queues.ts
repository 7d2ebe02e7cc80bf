import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { QueueName, QueuePayloads } from '@storystump/contracts';
import { Queue, type Job, type JobsOptions, type RepeatOptions } from 'bullmq';
import { RedisConnections } from './redis-connections.js';

/** BullMQ keys live under the installation's prefix too. */
export const bullPrefix = (redisPrefix: string) => `${redisPrefix}bull`;

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * Enqueues jobs and keeps repeating schedules, on queues declared in the contracts. A schedule
 * lives in Redis: each one this process declared is declared again whenever Redis returns after
 * an outage, since it may have come back without its data.
 */
@Injectable()
export class JobQueues implements BeforeApplicationShutdown {
  private readonly logger = new Logger(JobQueues.name);
  private readonly queues = new Map<string, Queue>();
  private readonly schedules = new Map<string, () => Promise<unknown>>();

  constructor(private readonly redis: RedisConnections) {
    redis.onReturn(() => this.ensureSchedules());
  }

  /** Adds a job; with the same `jobId` (see `jobIdOf`) a second add is a no-op. */
  enqueue<Q extends QueueName>(
    queue: Q,
    data: QueuePayloads[Q],
    options: JobsOptions & { jobId: string },
  ): Promise<Job<QueuePayloads[Q]>> {
    return this.queue(queue).add(queue, data, { ...DEFAULT_JOB_OPTIONS, ...options });
  }

  /** Adds many jobs of one queue in one round trip; each `jobId` is added once however often it is asked. */
  enqueueMany<Q extends QueueName>(
    queue: Q,
    jobs: Array<{ data: QueuePayloads[Q]; options: JobsOptions & { jobId: string } }>,
  ): Promise<Job<QueuePayloads[Q]>[]> {
    return this.queue(queue).addBulk(
      jobs.map(({ data, options }) => ({ name: queue, data, opts: { ...DEFAULT_JOB_OPTIONS, ...options } })),
    ) as Promise<Job<QueuePayloads[Q]>[]>;
  }

  /** Creates or updates a BullMQ Job Scheduler: one schedule however many copies declare it. */
  schedule<Q extends QueueName>(
    queue: Q,
    schedulerId: string,
    repeat: Omit<RepeatOptions, 'key'>,
    data: QueuePayloads[Q],
  ): Promise<Job<QueuePayloads[Q]>> {
    const upsert = () =>
      this.queue(queue).upsertJobScheduler(schedulerId, repeat, {
        name: queue,
        data,
        opts: { removeOnComplete: DEFAULT_JOB_OPTIONS.removeOnComplete, removeOnFail: DEFAULT_JOB_OPTIONS.removeOnFail },
      });
    this.schedules.set(`${queue}\n${schedulerId}`, upsert);
    return upsert();
  }

  /** Declares every schedule of this process again (each is one scheduler in Redis however often declared). */
  async ensureSchedules(): Promise<void> {
    if (!this.schedules.size) return;
    await Promise.all([...this.schedules.values()].map((upsert) => upsert()));
    this.logger.log(`Declared ${this.schedules.size} job schedule(s) again now that Redis is back`);
  }

  /** The BullMQ queue itself, for counts and progress. */
  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis.create('queues'), prefix: bullPrefix(this.redis.prefix) });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
