import { z } from 'zod';
import { pageLimit } from './fields.js';
import { moment } from './reply-fields.js';

/** Every service answers the admins' question for its dead letters on this subject. */
export const deadLettersSubject = (service: string) => `${service}.dead-letters.list` as const;

export const MAX_DEAD_LETTERS_PAGE = 500;

export const DeadLettersQuery = z.object({ limit: pageLimit(MAX_DEAD_LETTERS_PAGE, 100) });
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
