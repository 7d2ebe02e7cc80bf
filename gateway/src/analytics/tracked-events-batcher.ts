import { TRACKED_EVENTS_SUBJECT, type TrackedEvent } from '@storystump/contracts';
import { ensureTrackedEventsStream, MicroBatch, type JetStreamConnection } from '@storystump/service-kit';

/**
 * Hands events to JetStream in messages of many (see MicroBatch): those that arrive in one turn of
 * the event loop go together at its end (a lone event waits for nothing), and while four messages
 * await their acknowledgement, all that arrive meanwhile go together after. So the busier the
 * route, the more events share a round trip; a round trip per event was its largest cost under
 * load. At most 100 events and 256 KB of JSON a message (NATS takes 1 MB). Each caller's promise
 * settles when JetStream has acknowledged its message.
 */
export class TrackedEventsBatcher {
  private readonly messages: MicroBatch<{ id: string; json: string }, void>;

  constructor(jetstream: Pick<JetStreamConnection, 'handles'>) {
    this.messages = new MicroBatch(
      async (events) => {
        const { js } = await jetstream.handles(ensureTrackedEventsStream);
        // The first event's id names the message: a publish nats.js retries is stored once.
        await js.publish(TRACKED_EVENTS_SUBJECT, `{"events":[${events.map(({ json }) => json).join(',')}]}`, {
          msgID: events[0]!.id,
        });
        return events.map(() => undefined);
      },
      { maxSize: 100, maxInFlight: 4, weight: ({ json }) => json.length, maxWeight: 256 * 1024 },
    );
  }

  publish(event: TrackedEvent): Promise<void> {
    return this.messages.add({ id: event.id, json: JSON.stringify(event) });
  }
}
