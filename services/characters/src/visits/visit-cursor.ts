import { VisitErrors } from './visits.errors.js';

/**
 * Where a page of visits ends: its last visit's moment, to the microsecond as PostgreSQL keeps
 * it (a JavaScript date would round it and lose or repeat a visit), and its id.
 */
export interface VisitPosition {
  visitDate: string;
  id: string;
}

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The SQL that writes a visit's moment as a cursor holds it. */
export const visitMomentSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeVisitCursor = ({ visitDate, id }: VisitPosition): string =>
  Buffer.from(JSON.stringify([visitDate, id])).toString('base64url');

/** A cursor this service made; anything else is refused as the client's mistake. */
export function decodeVisitCursor(cursor: string): VisitPosition {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw VisitErrors.badCursor();
  }
  if (!Array.isArray(parts) || parts.length !== 2) throw VisitErrors.badCursor();
  const [visitDate, id] = parts as unknown[];
  if (typeof visitDate !== 'string' || typeof id !== 'string' || !MOMENT.test(visitDate) || !UUID.test(id))
    throw VisitErrors.badCursor();
  if (Number.isNaN(Date.parse(visitDate))) throw VisitErrors.badCursor();
  return { visitDate, id };
}
