import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Worker, type Job } from 'bullmq';
import { decoratedMethods } from '../decorated-methods.js';
import { runsWorkers, SERVICE_ROLE, type ServiceRole } from '../service-role.js';
import { bullPrefix } from './job-queues.js';
import { PROCESSES_JOBS, type ProcessesJobsMetadata } from './processes-jobs.decorator.js';
import { isRedisUnreachable, RedisConnections } from './redis-connections.js';

export type JobProcessor<T = unknown, R = unknown> = (data: T, job: Job<T>) => Promise<R>;

/** Runs a BullMQ Worker for every `@ProcessesJobs` method, in the roles that do background work. */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobWorkers.name);
  private readonly workers: Worker[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly redis: RedisConnections,
    @Inject(SERVICE_ROLE) private readonly role: ServiceRole,
  ) {}

  onApplicationBootstrap(): void {
    if (!runsWorkers(this.role)) return;
    for (const { metadata, method } of decoratedMethods<ProcessesJobsMetadata>(this.discovery, this.scanner, PROCESSES_JOBS)) {
      this.start(metadata, method as unknown as JobProcessor);
    }
  }

  private start(meta: ProcessesJobsMetadata, process: JobProcessor): void {
    const worker = new Worker(meta.queue, (job: Job) => process(job.data, job), {
      connection: this.redis.create('queues'),
      prefix: bullPrefix(this.redis.prefix),
      concurrency: meta.concurrency ?? 1,
      ...(meta.limiter ? { limiter: { max: meta.limiter.max, duration: meta.limiter.durationMs } } : {}),
    });
    worker.on('failed', (job, error) =>
      this.logger.warn(`Job ${job?.id ?? '?'} of ${meta.queue} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`),
    );
    // Losing Redis is said once for the process by RedisConnections, not by every worker every moment.
    worker.on('error', (error) => {
      if (isRedisUnreachable(error)) this.redis.lost(error);
      else this.logger.warn(`Worker of ${meta.queue}: ${error.message}`);
    });
    this.workers.push(worker);
  }

  /** The queues this process works on. */
  processedQueues(): string[] {
    return this.workers.map((worker) => worker.name);
  }

  /** Waits for the jobs in hand to finish; nothing new is taken meanwhile. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
