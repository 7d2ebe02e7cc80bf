import { addDays, type EventsQuery } from '@storystump/contracts';
import { decodeMomentCursor, momentCursorSql } from '@storystump/service-kit';

/** A statement as a page runs it. */
interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The statements of a page of a range's raw events, newest first: its rows, keyset on (moment
 * received, id) from the primary key, one more than the page to tell if another follows, each with
 * its cursor position; and what the range holds, for the total. A cursor not made here is refused.
 */
export function eventPageStatements({ startDate, endDate, limit, cursor }: EventsQuery): {
  rows: Statement;
  matching: Statement;
} {
  const range = [startDate, addDays(endDate, 1)];
  const inRange = `"received_at" >= $1::date AT TIME ZONE 'UTC' AND "received_at" < $2::date AT TIME ZONE 'UTC'`;
  const after = cursor ? decodeMomentCursor(cursor) : undefined;
  return {
    rows: {
      sql: `SELECT *, ${momentCursorSql('"received_at"')} AS position FROM "analytics"."events"
             WHERE ${inRange}${after ? ` AND ("received_at", "id") < ($3::timestamptz, $4::uuid)` : ''}
             ORDER BY "received_at" DESC, "id" DESC LIMIT ${limit + 1}`,
      params: after ? [...range, after.moment, after.id] : range,
    },
    matching: { sql: `SELECT 1 FROM "analytics"."events" WHERE ${inRange}`, params: range },
  };
}
