import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventPayloads, EventSubject } from '@storystump/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { OutboxRelay } from './outbox-relay.js';

/** Writes a domain event into the transaction at hand; it is published once that commits. */
export type Emit = <S extends EventSubject>(subject: S, payload: EventPayloads[S]) => Promise<void>;

/** The transactional outbox: a change and its events commit together or not at all. */
@Injectable()
export class Outbox {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  /** Runs `work` in a transaction; events it emits are relayed to JetStream after the commit. */
  async transaction<T>(work: (tx: EntityManager, emit: Emit) => Promise<T>): Promise<T> {
    let emitted = false;
    const result = await this.db.transaction((tx) =>
      work(tx, async (subject, payload) => {
        await tx.insert(OutboxEventEntity, { id: randomUUID(), subject, payload: payload as object });
        emitted = true;
      }),
    );
    if (emitted) this.relay.wake();
    return result;
  }
}
