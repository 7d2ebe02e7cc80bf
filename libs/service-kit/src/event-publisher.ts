import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventPayloads, EventSubject } from '@storystump/contracts';
import { INFRA_CONFIG, type InfraConfig } from './config.js';
import { natsConnectionOptions } from './nats-options.js';

/** The stream every `<service>.events.>` subject is kept in, so consumers that were down catch up. */
export const EVENTS_STREAM = 'STORYSTUMP_EVENTS';
export const EVENTS_SUBJECTS = ['*.events.>'];

export async function ensureEventsStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(EVENTS_STREAM);
  } catch {
    await jsm.streams.add({ name: EVENTS_STREAM, subjects: EVENTS_SUBJECTS, max_age: 7 * 24 * 3600 * 1e9 });
  }
}

/** Publishes domain events to JetStream; the event id is the message id, so a retry is not a duplicate. */
@Injectable()
export class EventPublisher implements OnModuleInit, OnApplicationShutdown {
  private nc?: NatsConnection;
  private js?: JetStreamClient;

  constructor(@Inject(INFRA_CONFIG) private readonly config: InfraConfig) {}

  async onModuleInit(): Promise<void> {
    this.nc = await connect(natsConnectionOptions(this.config, 'event-publisher'));
    await ensureEventsStream(this.nc);
    this.js = jetstream(this.nc);
  }

  async publish<S extends EventSubject>(subject: S, payload: EventPayloads[S], eventId: string): Promise<void> {
    if (!this.js) throw new Error('EventPublisher used before the module was initialised');
    await this.js.publish(subject, JSON.stringify(payload), { msgID: eventId });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nc?.drain();
  }
}
