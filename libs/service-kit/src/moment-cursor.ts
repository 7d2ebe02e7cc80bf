import { cursorRefused } from './cursor-refused.js';

/**
 * Where a page of a list read newest first by (moment, id) ends: its last row's moment, to the
 * microsecond as PostgreSQL keeps it (a JavaScript date would round it and lose or repeat a row),
 * and its id.
 */
export interface MomentPosition {
  moment: string;
  id: string;
}

/** To the microsecond, or to the millisecond where the moment is no finer (a whole hour). */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(\d{3})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The SQL that writes a moment column as a cursor holds it. */
export const momentCursorSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeMomentCursor = ({ moment, id }: MomentPosition): string =>
  Buffer.from(JSON.stringify([moment, id])).toString('base64url');

/** A cursor encodeMomentCursor made; anything else is refused as the client's mistake (400). */
export function decodeMomentCursor(cursor: string): MomentPosition {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw cursorRefused();
  }
  if (!Array.isArray(parts) || parts.length !== 2) throw cursorRefused();
  const [moment, id] = parts as unknown[];
  if (typeof moment !== 'string' || typeof id !== 'string' || !MOMENT.test(moment) || !UUID.test(id)) throw cursorRefused();
  // A day or hour that does not exist (30 February), or a year PostgreSQL has not (0000), is refused here, not by it.
  const parsed = new Date(moment);
  if (
    Number.isNaN(parsed.getTime()) ||
    parsed.getUTCFullYear() < 1 ||
    parsed.toISOString().slice(0, 23) !== moment.slice(0, 23)
  ) {
    throw cursorRefused();
  }
  return { moment, id };
}
