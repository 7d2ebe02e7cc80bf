import type { JetStreamManager } from '@nats-io/jetstream';

/** The stream every `<service>.events.>` subject is kept in, so consumers that were down catch up. */
export const EVENTS_STREAM = 'STORYSTUMP_EVENTS';
export const EVENTS_SUBJECTS = ['*.events.>'];

const SECOND_NS = 1_000_000_000;

export async function ensureEventsStream(jsm: JetStreamManager): Promise<void> {
  try {
    await jsm.streams.info(EVENTS_STREAM);
  } catch {
    await jsm.streams
      .add({
        name: EVENTS_STREAM,
        subjects: EVENTS_SUBJECTS,
        max_age: 7 * 24 * 3600 * SECOND_NS,
        // A publish retried within this window with the same message id is stored once.
        duplicate_window: 10 * 60 * SECOND_NS,
      })
      // Another copy may have made it a moment ago.
      .catch(() => jsm.streams.info(EVENTS_STREAM));
  }
}
