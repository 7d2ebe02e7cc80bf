import { RetentionPolicy, type JetStreamManager, type StreamConfig } from '@nats-io/jetstream';
import { TRACKED_EVENTS_STREAM, TRACKED_EVENTS_SUBJECT } from '@storystump/contracts';

/** The stream every `<service>.events.>` subject is kept in, so consumers that were down catch up. */
export const EVENTS_STREAM = 'STORYSTUMP_EVENTS';
export const EVENTS_SUBJECTS = ['*.events.>'];

const SECOND_NS = 1_000_000_000;

/** Makes the stream unless it is there: every copy of every process may ask at once. */
async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }): Promise<void> {
  try {
    await jsm.streams.info(config.name);
  } catch {
    // Another copy may have made it a moment ago.
    await jsm.streams.add(config).catch(() => jsm.streams.info(config.name));
  }
}

export function ensureEventsStream(jsm: JetStreamManager): Promise<void> {
  return ensureStream(jsm, {
    name: EVENTS_STREAM,
    subjects: EVENTS_SUBJECTS,
    max_age: 7 * 24 * 3600 * SECOND_NS,
    // A publish retried within this window with the same message id is stored once.
    duplicate_window: 10 * 60 * SECOND_NS,
  });
}

/** Page views and clicks on their way to the analytics service, kept until it has stored them. */
export function ensureTrackedEventsStream(jsm: JetStreamManager): Promise<void> {
  return ensureStream(jsm, {
    name: TRACKED_EVENTS_STREAM,
    subjects: [TRACKED_EVENTS_SUBJECT],
    retention: RetentionPolicy.Workqueue,
    max_age: 7 * 24 * 3600 * SECOND_NS,
    duplicate_window: 2 * 60 * SECOND_NS,
  });
}
