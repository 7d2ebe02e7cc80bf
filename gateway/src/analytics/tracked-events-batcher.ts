import { TRACKED_EVENTS_SUBJECT, type TrackedEvent } from '@storystump/contracts';
import { ensureTrackedEventsStream, type JetStreamConnection } from '@storystump/service-kit';

/** At most this many events a message, and at most this many characters of JSON (NATS takes 1 MB a message). */
const MAX_EVENTS = 100;
const MAX_CHARS = 256 * 1024;
/** Messages awaiting JetStream's acknowledgement at once; events arriving meanwhile wait and go together. */
const MAX_IN_FLIGHT = 4;

interface Waiting {
  id: string;
  json: string;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Hands events to JetStream in messages of many, as a database commits a group of transactions
 * at once: an event goes out at the end of the event loop's turn in which it arrived, with the
 * others of that turn (no timer: a lone event waits for nothing), or, while MAX_IN_FLIGHT messages
 * are awaiting their acknowledgement, with all that arrive until one is acknowledged. So the
 * busier the route, the more events share a round trip. Each caller's promise settles when
 * JetStream has acknowledged its message. A round trip per event was the track route's largest
 * cost under load.
 */
export class TrackedEventsBatcher {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private flushScheduled = false;

  constructor(private readonly jetstream: Pick<JetStreamConnection, 'handles'>) {}

  publish(event: TrackedEvent): Promise<void> {
    return new Promise<void>((done, failed) => {
      this.waiting.push({ id: event.id, json: JSON.stringify(event), done, failed });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.flushScheduled = false;
          this.flush();
        });
      }
    });
  }

  private flush(): void {
    while (this.waiting.length && this.inFlight < MAX_IN_FLIGHT) {
      const batch = this.nextMessage();
      this.inFlight += 1;
      // The first event's id names the message: a publish nats.js retries is stored once.
      this.send(`{"events":[${batch.map(({ json }) => json).join(',')}]}`, batch[0]!.id).then(
        () => {
          for (const { done } of batch) done();
          this.inFlight -= 1;
          this.flush();
        },
        (error: unknown) => {
          // JetStream could not take this message: those waiting behind it are refused at once
          // too (their callers are told to try again) rather than each waiting for its own timeout.
          for (const { failed } of [...batch, ...this.waiting.splice(0)]) failed(error);
          this.inFlight -= 1;
        },
      );
    }
  }

  private nextMessage(): Waiting[] {
    let chars = 0;
    let count = 0;
    while (
      count < this.waiting.length &&
      count < MAX_EVENTS &&
      (count === 0 || chars + this.waiting[count]!.json.length <= MAX_CHARS)
    ) {
      chars += this.waiting[count]!.json.length;
      count += 1;
    }
    return this.waiting.splice(0, count);
  }

  private async send(message: string, msgID: string): Promise<void> {
    const { js } = await this.jetstream.handles(ensureTrackedEventsStream);
    await js.publish(TRACKED_EVENTS_SUBJECT, message, { msgID });
  }
}
