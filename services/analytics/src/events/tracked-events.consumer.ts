import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AckPolicy, DeliverPolicy, type JsMsg, type ConsumerMessages } from '@nats-io/jetstream';
import {
  TRACKED_EVENTS_STREAM,
  TRACKED_EVENTS_SUBJECT,
  type TrackedEvent,
  type TrackedEventsMessage,
} from '@storystump/contracts';
import {
  ensureTrackedEventsStream,
  JetStreamConnection,
  keepReading,
  nanosOf,
  runsWorkers,
  SERVICE_ROLE,
  type ServiceRole,
} from '@storystump/service-kit';
import { DataSource } from 'typeorm';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../analytics-config.js';
import { EventPartitions } from './event-partitions.js';
import { eventColumns, INSERT_EVENTS } from './event-rows.js';

/** Every copy of the service pulls from this one consumer, so storing scales out. */
export const STORE_CONSUMER = 'analytics_store';

/** The events of one message: many, as the gateway sends them, or one, as it sent them before. */
export function eventsIn(message: TrackedEventsMessage | TrackedEvent): TrackedEvent[] {
  return 'events' in message && Array.isArray(message.events) ? message.events : [message as TrackedEvent];
}

/**
 * Takes tracked events from JetStream in batches and writes each batch in one statement, the new
 * events also pending for the rollup. Acknowledged only after the commit: a crash loses
 * nothing, and a batch delivered again is skipped row by row by the events' keys.
 */
@Injectable()
export class TrackedEventsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(TrackedEventsConsumer.name);
  private stopped = false;
  private loop?: Promise<void>;
  private fetching?: ConsumerMessages;

  constructor(
    private readonly jetstream: JetStreamConnection,
    private readonly partitions: EventPartitions,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
    @Inject(SERVICE_ROLE) private readonly role: ServiceRole,
  ) {}

  onApplicationBootstrap(): void {
    if (!runsWorkers(this.role)) return;
    this.loop = keepReading({
      jetstream: this.jetstream,
      stream: TRACKED_EVENTS_STREAM,
      streams: [ensureTrackedEventsStream],
      config: {
        durable_name: STORE_CONSUMER,
        filter_subject: TRACKED_EVENTS_SUBJECT,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanosOf(this.config.ackWaitMs),
        max_ack_pending: this.config.batchSize * 4,
      },
      read: async (consumer) => {
        while (!this.stopped) {
          this.fetching = await consumer.fetch({ max_messages: this.config.batchSize, expires: 1000 });
          const batch: JsMsg[] = [];
          for await (const message of this.fetching) batch.push(message);
          if (batch.length) await this.store(batch);
        }
      },
      running: () => !this.stopped,
      logger: this.logger,
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.fetching?.close().catch(() => undefined);
    await this.loop;
  }

  private async store(batch: JsMsg[]): Promise<void> {
    const events: TrackedEvent[] = [];
    const messages: JsMsg[] = [];
    for (const message of batch) {
      try {
        events.push(...eventsIn(message.json<TrackedEventsMessage | TrackedEvent>()));
        messages.push(message);
      } catch {
        // Only the gateway publishes here, and it sends JSON: anything else is dropped, not retried.
        this.logger.error(`Dropped an unreadable tracked event (stream sequence ${message.seq})`);
        message.term('not JSON');
      }
    }
    if (!events.length) return;
    try {
      await this.partitions.ensureFor(events.map((event) => new Date(event.receivedAt)));
      await this.db.query(INSERT_EVENTS, eventColumns(events));
    } catch (error) {
      this.logger.warn(`A batch of ${events.length} tracked events could not be stored; it comes again: ${String(error)}`);
      for (const message of messages) message.nak(2000);
      return;
    }
    for (const message of messages) message.ack();
  }
}
