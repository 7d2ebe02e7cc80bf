import type { TrackedEvent } from '@storystump/contracts';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Each column of the events table: its type, and how an event fills it. */
const COLUMNS: Array<[name: string, type: string, value: (event: TrackedEvent) => unknown]> = [
  ['id', 'uuid', (e) => e.id],
  ['received_at', 'timestamptz', (e) => e.receivedAt],
  ['session_id', 'text', (e) => e.sessionId],
  ['type', 'text', (e) => e.type],
  ['occurred_at', 'timestamptz', (e) => e.timestamp],
  ['page', 'text', (e) => e.page],
  ['url', 'text', (e) => e.url],
  ['device_category', 'text', (e) => e.deviceCategory],
  ['traffic_source', 'text', (e) => e.trafficSource],
  ['country', 'text', (e) => e.country],
  ['error', 'text', (e) => e.error],
  ['event', 'text', (e) => e.event],
  ['interaction', 'jsonb', (e) => json(e.interaction)],
  ['is_exit', 'boolean', (e) => e.isExit],
  ['extra', 'jsonb', (e) => json(e.extra)],
  ['is_bot', 'boolean', (e) => e.isBot],
  ['campaign', 'text', (e) => e.utmCampaign],
];

/** What the rollup needs of an event, copied to pending_events. */
const PENDING_COLUMNS = [
  'received_at',
  'id',
  'session_id',
  'type',
  'is_exit',
  'page',
  'device_category',
  'traffic_source',
  'country',
  'is_bot',
  'campaign',
];
const PENDING = PENDING_COLUMNS.map((name) => `"${name}"`).join(', ');
/** Pages are kept pending at the length the rollups keep. */
const PENDING_VALUES = PENDING_COLUMNS.map((name) => (name === 'page' ? `left("page", 500)` : `"${name}"`)).join(', ');

/**
 * One statement for a whole batch: a column an array, unnested into rows (jsonb travels as text),
 * each new event also left pending for the rollup. A row stored already (a batch delivered again
 * after a crash) is skipped by its key, and so is not pending twice.
 */
export const INSERT_EVENTS = `
  WITH stored AS (
    INSERT INTO "analytics"."events" (${COLUMNS.map(([name]) => `"${name}"`).join(', ')})
    SELECT ${COLUMNS.map(([, type], i) => (type === 'jsonb' ? `c${i}::jsonb` : `c${i}`)).join(', ')}
      FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type === 'jsonb' ? 'text' : type}[]`).join(', ')})
        AS t(${COLUMNS.map((_, i) => `c${i}`).join(', ')})
    ON CONFLICT DO NOTHING
    RETURNING ${PENDING})
  INSERT INTO "analytics"."pending_events" (${PENDING}) SELECT ${PENDING_VALUES} FROM stored`;

/** The batch as the statement's column arrays, in its column order. */
export const eventColumns = (events: TrackedEvent[]): unknown[][] => COLUMNS.map(([, , value]) => events.map(value));
