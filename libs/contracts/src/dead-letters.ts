import { z } from 'zod';
import { pageLimit } from './fields.js';
import { moment } from './reply-fields.js';

/** Every service answers the admins' question for its dead letters on this subject. */
export const deadLettersSubject = (service: string) => `${service}.dead-letters.list` as const;

export const MAX_DEAD_LETTERS_PAGE = 500;

/** Where a page of dead letters ends: the last one's moment (to the millisecond) and id. */
export interface DeadLetterPosition {
  parkedAt: string;
  id: string;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor naming the dead letters after this one, newest first. */
export const deadLetterCursor = (letter: { parkedAt: string; _id: string }) => `${letter.parkedAt}_${letter._id}`;

/** The earliest moment a cursor may name: nothing was parked before it, and the database takes it. */
const EARLIEST_CURSOR_YEAR = 1970;

/** The position a well-formed cursor names, undefined for any other text (a day no calendar has, say). */
export function deadLetterPositionOf(cursor: string): DeadLetterPosition | undefined {
  const match = CURSOR.exec(cursor);
  if (!match) return undefined;
  const parkedAt = match[1]!;
  const moment = new Date(parkedAt);
  if (Number.isNaN(moment.getTime()) || moment.toISOString() !== parkedAt) return undefined;
  if (moment.getUTCFullYear() < EARLIEST_CURSOR_YEAR) return undefined;
  return { parkedAt, id: match[2]! };
}

export const DeadLettersQuery = z.object({
  limit: pageLimit(MAX_DEAD_LETTERS_PAGE, 100),
  cursor: z
    .string()
    .refine((cursor) => deadLetterPositionOf(cursor) !== undefined, 'must be the cursor of a Link to the next page')
    .optional(),
});
export type DeadLettersQuery = z.infer<typeof DeadLettersQuery>;

/**
 * A message a consumer could not process and set aside instead of retrying it forever: what it
 * was, why it failed, and its content as far as it could be kept.
 */
export const DeadLetterView = z.object({
  _id: z.uuid(),
  service: z.string(),
  consumer: z.string(),
  subject: z.string(),
  eventId: z.string(),
  reason: z.string(),
  attempts: z.number().int(),
  parkedAt: moment(),
  payload: z.unknown(),
});
export type DeadLetterView = z.infer<typeof DeadLetterView>;

/** One service's answer: its newest dead letters after the cursor, as many as fit in a reply. */
export interface DeadLettersPage {
  letters: DeadLetterView[];
  /** It has more after the last of these. */
  more: boolean;
}
