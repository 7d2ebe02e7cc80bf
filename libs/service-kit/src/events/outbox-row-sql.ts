import type { EventPayloads, EventSubject } from '@storystump/contracts';

/** For each field of an event's payload, the SQL expression that gives it (optional fields may be left out). */
export type PayloadColumns<S extends EventSubject> = { [K in keyof EventPayloads[S]]: string };

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The columns `(id, subject, payload)` of an `outbox_events` row that a SQL statement writes beside
 * its change, for `INSERT INTO <schema>.outbox_events (id, subject, payload) SELECT <these> FROM ...`.
 * The payload's fields are named by the event's contract, so the event is checked as one emitted
 * through `Outbox.transaction` is.
 */
export function outboxRowSql<S extends EventSubject>(subject: S, payload: PayloadColumns<S>): string {
  const fields = Object.entries(payload as Record<string, string>).map(
    ([field, expression]) => `${literal(field)}, ${expression}`,
  );
  return `gen_random_uuid(), ${literal(subject)}, jsonb_build_object(${fields.join(', ')})`;
}
