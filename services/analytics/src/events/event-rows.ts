import type { TrackedEvent } from '@storystump/contracts';

/** The day (UTC) an event counts on: the day the gateway received it. */
export const dayOf = (receivedAt: string) => receivedAt.slice(0, 10);

const COLUMNS = [
  ['id', 'uuid'],
  ['received_at', 'timestamptz'],
  ['session_id', 'text'],
  ['type', 'text'],
  ['occurred_at', 'timestamptz'],
  ['page', 'text'],
  ['url', 'text'],
  ['device_category', 'text'],
  ['traffic_source', 'text'],
  ['country', 'text'],
  ['error', 'text'],
  ['event', 'text'],
  ['interaction', 'jsonb'],
  ['is_exit', 'boolean'],
  ['extra', 'jsonb'],
] as const;

/**
 * One statement for a whole batch: a column an array, unnested into rows. A row stored already
 * (a batch delivered again after a crash) is skipped by its key.
 */
export const INSERT_EVENTS = `
  INSERT INTO "analytics"."events" (${COLUMNS.map(([name]) => `"${name}"`).join(', ')})
  SELECT ${COLUMNS.map(([, type], i) => (type === 'jsonb' ? `c${i}::jsonb` : `c${i}`)).join(', ')}
    FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type === 'jsonb' ? 'text' : type}[]`).join(', ')})
      AS t(${COLUMNS.map((_, i) => `c${i}`).join(', ')})
  ON CONFLICT DO NOTHING`;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The batch as the statement's column arrays, in its column order. */
export function eventColumns(events: TrackedEvent[]): unknown[][] {
  return [
    events.map((e) => e.id),
    events.map((e) => e.receivedAt),
    events.map((e) => e.sessionId),
    events.map((e) => e.type),
    events.map((e) => e.timestamp),
    events.map((e) => e.page),
    events.map((e) => e.url),
    events.map((e) => e.deviceCategory),
    events.map((e) => e.trafficSource),
    events.map((e) => e.country),
    events.map((e) => e.error),
    events.map((e) => e.event),
    events.map((e) => json(e.interaction)),
    events.map((e) => e.isExit),
    events.map((e) => json(e.extra)),
  ];
}
