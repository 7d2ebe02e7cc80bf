import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventPayloads, EventSubject, QueueName, QueuePayloads } from '@storystump/contracts';
import type { JobsOptions } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { OutboxJobRelay } from '../jobs/outbox-job-relay.js';
import { OutboxJobEntity } from '../jobs/outbox-job.entity.js';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { OutboxRelay } from './outbox-relay.js';

/** Writes a domain event into the transaction at hand; it is published once that commits. */
export type Emit = <S extends EventSubject>(subject: S, payload: EventPayloads[S]) => Promise<void>;

/** Writes a job into the transaction at hand; it is queued once that commits (its `jobId` makes it once). */
export type Enqueue = <Q extends QueueName>(
  queue: Q,
  data: QueuePayloads[Q],
  options: JobsOptions & { jobId: string },
) => Promise<void>;

/**
 * The transactional outbox: a change and what must follow it (its events, its jobs) commit
 * together or not at all.
 */
@Injectable()
export class Outbox {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly relay: OutboxRelay,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** Runs `work` in a transaction; events it emits go to JetStream, jobs it enqueues to BullMQ, after the commit. */
  async transaction<T>(work: (tx: EntityManager, emit: Emit, enqueue: Enqueue) => Promise<T>): Promise<T> {
    let emitted = false;
    let enqueued = false;
    const result = await this.db.transaction((tx) =>
      work(
        tx,
        async (subject, payload) => {
          await tx.insert(OutboxEventEntity, { id: randomUUID(), subject, payload: payload as object });
          emitted = true;
        },
        async (queue, data, options) => {
          await tx.insert(OutboxJobEntity, { id: randomUUID(), queue, data: data as object, options: options as object });
          enqueued = true;
        },
      ),
    );
    if (emitted) this.relay.wake();
    if (enqueued) this.jobRelay().wake();
    return result;
  }

  /**
   * Emits into a transaction run elsewhere (an event consumer's): the events commit with it and
   * are published at the relay's next look, within a second.
   */
  emitterIn(tx: EntityManager): Emit {
    return async (subject, payload) => {
      await tx.insert(OutboxEventEntity, { id: randomUUID(), subject, payload: payload as object });
    };
  }

  /**
   * For one SQL statement that writes its own events into `outbox_events` beside its change (a
   * statement commits as a whole, so they still commit together): publishes them now rather
   * than at the relay's next look.
   */
  relayWritten(): void {
    this.relay.wake();
  }

  /** The service's job relay: a service that enqueues jobs has the jobs module. */
  private jobRelay(): OutboxJobRelay {
    return this.moduleRef.get(OutboxJobRelay, { strict: false });
  }
}
