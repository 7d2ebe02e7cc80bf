import { SetMetadata } from '@nestjs/common';
import type { EventSubject } from '@storystump/contracts';

export const CONSUMES_EVENT = 'storystump:consumes-event';

export interface ConsumerOptions {
  /** The durable consumer's name within the service; defaults to `<Class>.<method>`. */
  name?: string;
  /** Deliveries before the event is parked as a dead letter. */
  maxAttempts?: number;
  /** How long a delivery may go unacknowledged (a crashed handler) before it is delivered again. */
  ackWaitMs?: number;
}

export interface ConsumesEventMetadata extends ConsumerOptions {
  /** Several subjects: a durable consumer each (a filter with a wildcard cannot name one). */
  subject: EventSubject | readonly EventSubject[];
}

/**
 * Makes a provider method a durable JetStream consumer of a domain event. The method gets the
 * payload, the transaction to do its work in and the event's id; the event is acknowledged only
 * after that transaction commits, delivered again with backoff when the method throws, parked
 * as a dead letter after `maxAttempts`, and never applied twice (deduplicated by event id).
 */
export const ConsumesEvent = (subject: EventSubject | readonly EventSubject[], options: ConsumerOptions = {}) =>
  SetMetadata<string, ConsumesEventMetadata>(CONSUMES_EVENT, { subject, ...options });
