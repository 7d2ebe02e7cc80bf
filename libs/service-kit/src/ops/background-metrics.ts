import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TRACKED_EVENTS_STREAM, type QueueName } from '@storystump/contracts';
import { DataSource } from 'typeorm';
import { DeadLetters } from '../events/dead-letters.js';
import { EVENTS_STREAM } from '../events/events-stream.js';
import { JetStreamConnection } from '../events/jetstream-connection.js';
import { OutboxEventEntity } from '../events/outbox-event.entity.js';
import { JobQueues } from '../jobs/job-queues.js';
import { JobWorkers } from '../jobs/job-workers.js';
import { SERVICE_NAME } from '../service-name.js';
import { findProvider } from './find-provider.js';
import { ProcessMetrics } from './process-metrics.js';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * Gauges of the work waiting behind a service, read when scraped: its BullMQ queues' jobs by
 * state, its JetStream consumers' messages not yet delivered and set aside as dead letters, and its
 * outbox's unpublished events.
 */
@Injectable()
export class BackgroundMetrics implements OnApplicationBootstrap {
  constructor(
    private readonly metrics: ProcessMetrics,
    private readonly moduleRef: ModuleRef,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  onApplicationBootstrap(): void {
    const queues = findProvider(this.moduleRef, JobQueues);
    const workers = findProvider(this.moduleRef, JobWorkers);
    const jetstream = findProvider(this.moduleRef, JetStreamConnection);
    const dataSource = findProvider(this.moduleRef, DataSource);
    if (queues && workers) {
      this.metrics.gauge(
        'storystump_queue_jobs',
        'BullMQ jobs of the queues this process works on, by state.',
        ['queue', 'state'],
        async (set) => {
          for (const name of workers.processedQueues()) {
            const counts = await queues.queue(name as QueueName).getJobCounts(...JOB_STATES);
            for (const state of JOB_STATES) set({ queue: name, state }, counts[state] ?? 0);
          }
        },
      );
    }
    if (jetstream) {
      this.metrics.gauge(
        'storystump_consumer_pending',
        "Messages not yet delivered to this service's JetStream consumers (lag).",
        ['stream', 'consumer'],
        async (set) => {
          const { jsm } = await jetstream.handles();
          for (const stream of [EVENTS_STREAM, TRACKED_EVENTS_STREAM]) {
            const consumers = await jsm.consumers
              .list(stream)
              .next()
              .catch(() => []);
            for (const consumer of consumers) {
              if (consumer.name.startsWith(`${this.service}_`)) set({ stream, consumer: consumer.name }, consumer.num_pending);
            }
          }
        },
      );
    }
    const deadLetters = findProvider(this.moduleRef, DeadLetters);
    if (deadLetters) {
      this.metrics.gauge(
        'storystump_dead_letters',
        "Messages this service's consumers could not process and set aside, by consumer.",
        ['consumer'],
        async (set) => {
          for (const [consumer, count] of await deadLetters.countByConsumer()) set({ consumer }, count);
        },
      );
    }
    if (dataSource && jetstream) {
      this.metrics.gauge('storystump_outbox_backlog', 'Events stored in the outbox and not yet published.', [], async (set) => {
        set({}, await dataSource.getRepository(OutboxEventEntity).count());
      });
    }
  }
}
