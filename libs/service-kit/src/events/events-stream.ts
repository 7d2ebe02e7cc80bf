import { RetentionPolicy, type JetStreamManager, type StreamConfig } from '@nats-io/jetstream';
import { EVENTS_STREAM, EVENTS_SUBJECTS, TRACKED_EVENTS_STREAM, TRACKED_EVENTS_SUBJECT } from '@storystump/contracts';

export { EVENTS_STREAM } from '@storystump/contracts';

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

export function ensureEventsStream(jsm: JetStreamManager, replicas = 1): Promise<void> {
  return ensureStream(jsm, {
    name: EVENTS_STREAM,
    num_replicas: replicas,
    subjects: EVENTS_SUBJECTS,
    max_age: 7 * 24 * 3600 * SECOND_NS,
    // A publish retried within this window with the same message id is stored once.
    duplicate_window: 10 * 60 * SECOND_NS,
  });
}

/** Page views and clicks on their way to the analytics service, kept until it has stored them. */
export function ensureTrackedEventsStream(jsm: JetStreamManager, replicas = 1): Promise<void> {
  return ensureStream(jsm, {
    name: TRACKED_EVENTS_STREAM,
    num_replicas: replicas,
    subjects: [TRACKED_EVENTS_SUBJECT],
    retention: RetentionPolicy.Workqueue,
    max_age: 7 * 24 * 3600 * SECOND_NS,
    duplicate_window: 2 * 60 * SECOND_NS,
  });
}
