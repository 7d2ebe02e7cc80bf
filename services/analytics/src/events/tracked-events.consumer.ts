import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AckPolicy, DeliverPolicy, type JsMsg, type ConsumerMessages } from '@nats-io/jetstream';
import { TRACKED_EVENTS_STREAM, TRACKED_EVENTS_SUBJECT, type TrackedEvent } from '@storystump/contracts';
import {
  DeadLetters,
  ensureTrackedEventsStream,
  isRefusedData,
  JetStreamConnection,
  keepReading,
  nanosOf,
  runsWorkers,
  SERVICE_ROLE,
  storeInHalves,
  type DeadLetter,
  type ServiceRole,
} from '@storystump/service-kit';
import { DataSource } from 'typeorm';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../analytics-config.js';
import { EventPartitions } from './event-partitions.js';
import { eventColumns, INSERT_EVENTS } from './event-rows.js';
import { readTrackedEvents, type ReceivedEvent } from './received-events.js';

/** Every copy of the service pulls from this one consumer, so storing scales out. */
export const STORE_CONSUMER = 'analytics_store';

/** A stored event's fault, not the database's: the same event would be refused again. */
const isEventFault = (error: unknown) => isRefusedData(error) || error instanceof RangeError;

/**
 * Takes tracked events from JetStream in batches and writes each batch in one statement, the new
 * events also pending for the rollup. Acknowledged only after the commit: a crash loses
 * nothing, and a batch delivered again is skipped row by row by the events' keys. An event the
 * database refuses is found by storing halves of the batch and set aside as a dead letter; the
 * others are stored, and the stream never stalls on it.
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
    private readonly deadLetters: DeadLetters,
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
    const events: ReceivedEvent[] = [];
    const unreadable: DeadLetter[] = [];
    for (const message of batch) {
      const read = readTrackedEvents(message);
      events.push(...read.events);
      unreadable.push(...read.unreadable.map((letter) => this.letter(message, letter.eventId, letter.payload, letter.reason)));
    }
    try {
      const refused = await storeInHalves(events, (some) => this.insert(some.map(({ event }) => event)), isEventFault);
      await this.deadLetters.park(
        ...unreadable,
        ...refused.map(({ item, error }) => this.letter(item.message, item.event.id, item.event, String(error))),
      );
    } catch (error) {
      this.logger.warn(`A batch of ${events.length} tracked events could not be stored; it comes again: ${String(error)}`);
      for (const message of batch) message.nak(2000);
      return;
    }
    for (const message of batch) message.ack();
  }

  private async insert(events: TrackedEvent[]): Promise<void> {
    await this.partitions.ensureFor(events.map((event) => new Date(event.receivedAt)));
    await this.db.query(INSERT_EVENTS, eventColumns(events));
  }

  private letter(message: JsMsg, eventId: string, payload: unknown, reason: string): DeadLetter {
    return {
      consumer: STORE_CONSUMER,
      subject: message.subject,
      eventId,
      payload,
      reason,
      attempts: message.info.deliveryCount,
    };
  }
}
