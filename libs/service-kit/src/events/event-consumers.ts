import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { EventPayloads, EventSubject } from '@storystump/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { decoratedMethods } from '../decorated-methods.js';
import { SERVICE_NAME } from '../service-name.js';
import { runsWorkers, SERVICE_ROLE, type ServiceRole } from '../service-role.js';
import { CONSUMES_EVENT, type ConsumesEventMetadata } from './consumes-event.decorator.js';
import { DeadLetters } from './dead-letters.js';
import { keepReading, nanosOf } from './durable-consumer.js';
import { EVENTS_STREAM } from './events-stream.js';
import { JetStreamConnection } from './jetstream-connection.js';
import { ProcessedEventEntity } from './processed-event.entity.js';

export interface EventMeta {
  eventId: string;
  /** 1 on the first delivery. */
  attempt: number;
}

export type EventHandler<S extends EventSubject = EventSubject> = (
  payload: EventPayloads[S],
  tx: EntityManager,
  meta: EventMeta,
) => Promise<void>;

interface Registration {
  durable: string;
  subject: EventSubject;
  maxAttempts: number;
  ackWaitMs: number;
  handle: EventHandler;
  messages?: ConsumerMessages;
  inFlight?: Promise<void>;
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_ACK_WAIT_MS = 30_000;
const LOOPS_GRACE_MS = 5_000;

/** Redelivery pauses: 0.5 s, 1 s, 2 s … up to a minute. */
export const redeliveryDelayMs = (attempt: number) => Math.min(60_000, 500 * 2 ** (attempt - 1));

/** Finds every `@ConsumesEvent` method and runs a durable pull consumer for it. */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventConsumers.name);
  private readonly registrations: Registration[] = [];
  private readonly loops: Promise<void>[] = [];
  private stopped = false;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly jetstream: JetStreamConnection,
    @InjectDataSource() private readonly db: DataSource,
    private readonly deadLetters: DeadLetters,
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(SERVICE_ROLE) private readonly role: ServiceRole,
  ) {}

  onApplicationBootstrap(): void {
    if (!runsWorkers(this.role)) return;
    for (const { metadata, method, name } of decoratedMethods<ConsumesEventMetadata>(
      this.discovery,
      this.scanner,
      CONSUMES_EVENT,
    )) {
      const subjects: readonly EventSubject[] = typeof metadata.subject === 'string' ? [metadata.subject] : metadata.subject;
      for (const subject of subjects) {
        const durable = `${this.service}_${metadata.name ?? name}${subjects.length > 1 ? `_${subject.split('.')[0]}` : ''}`;
        this.registrations.push({
          durable: durable.replace(/[^A-Za-z0-9_-]/g, '_'),
          subject,
          maxAttempts: metadata.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          ackWaitMs: metadata.ackWaitMs ?? DEFAULT_ACK_WAIT_MS,
          handle: method as unknown as EventHandler,
        });
      }
    }
    for (const registration of this.registrations) this.loops.push(this.consume(registration));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    // The event in hand is finished (and acknowledged) before the connection closes.
    await Promise.all(this.registrations.map((r) => r.messages?.close().catch(() => undefined)));
    await Promise.all(this.registrations.map((r) => r.inFlight));
    // A loop still waiting for NATS holds no event: it is not worth holding the shutdown for.
    await Promise.race([Promise.all(this.loops), new Promise((resolve) => setTimeout(resolve, LOOPS_GRACE_MS).unref())]);
  }

  /** How many events this service's consumers have given up on. */
  async deadLetterCount(): Promise<number> {
    let total = 0;
    for (const count of (await this.deadLetters.countByConsumer()).values()) total += count;
    return total;
  }

  private consume(registration: Registration): Promise<void> {
    return keepReading({
      jetstream: this.jetstream,
      stream: EVENTS_STREAM,
      config: {
        durable_name: registration.durable,
        filter_subject: registration.subject,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanosOf(registration.ackWaitMs),
        // Parking is decided here, after maxAttempts; the server's limit is only a safety net.
        max_deliver: registration.maxAttempts + 1,
      },
      read: async (consumer) => {
        // A consumer the server lost (a store gone with its node) ends the reading, so the loop makes it again.
        registration.messages = await consumer.consume({ max_messages: 16, abort_on_missing_resource: true });
        // Stopped while the consumer was being made: nothing closed these messages yet.
        if (this.stopped) await registration.messages.close();
        for await (const message of registration.messages) {
          registration.inFlight = this.deliver(registration, message);
          await registration.inFlight;
          if (this.stopped) break;
        }
      },
      running: () => !this.stopped,
      logger: this.logger,
    });
  }

  private async deliver(registration: Registration, message: JsMsg): Promise<void> {
    const eventId = message.headers?.get('Nats-Msg-Id') || `${EVENTS_STREAM}:${message.seq}`;
    const attempt = message.info.deliveryCount;
    try {
      await this.db.transaction(async (tx) => {
        const inserted = await tx
          .createQueryBuilder()
          .insert()
          .into(ProcessedEventEntity)
          .values({ consumer: registration.durable, eventId })
          .orIgnore()
          .returning(['eventId'])
          .execute();
        // Already applied (an acknowledgement was lost): nothing to do but acknowledge again.
        if ((inserted.raw as unknown[]).length === 0) return;
        await registration.handle(message.json(), tx, { eventId, attempt });
      });
      message.ack();
    } catch (error) {
      if (attempt >= registration.maxAttempts) {
        await this.park(registration, message, eventId, error);
      } else {
        message.nak(redeliveryDelayMs(attempt));
      }
    }
  }

  private async park(registration: Registration, message: JsMsg, eventId: string, error: unknown): Promise<void> {
    let payload: unknown = null;
    try {
      payload = message.json();
    } catch {
      // not JSON: kept as null, the subject and id still say what it was
    }
    const reason = error instanceof Error ? error.message : String(error);
    try {
      await this.deadLetters.park({
        consumer: registration.durable,
        subject: message.subject,
        eventId,
        payload,
        reason,
        attempts: message.info.deliveryCount,
      });
    } catch (parkError) {
      // Not even parked: let JetStream deliver it again later rather than lose it.
      this.logger.error(`Could not park ${eventId} of ${registration.durable}: ${String(parkError)}`);
      message.nak(redeliveryDelayMs(registration.maxAttempts));
      return;
    }
    message.term(reason.slice(0, 200));
  }
}
