import { z } from 'zod';

// Messages are written to follow the field name: "email is required".
const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : `must be ${what}`;

/** PostgreSQL cannot store U+0000 in text, and no person types it: refused here, for every field. */
const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
const hasNoNul = (value: string) => !value.includes('\u0000');

/** Any text a client sends: a string without NUL characters, at most `max` long. */
export const text = (max: number) =>
  z
    .string({ error: required('text') })
    .max(max, `must be at most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

/** Text to search for: the spaces around it are not part of it, and a blank one searches for nothing. */
export const searchText = (max: number) =>
  z
    .string({ error: required('text') })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

export const requiredText = (max: number) =>
  z
    .string({ error: required('text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

export const emailAddress = () =>
  z
    .string({ error: required('text') })
    .trim()
    .min(1, 'is required')
    .max(254, 'must be at most 254 characters')
    .refine(hasNoNul, NUL_MESSAGE)
    .pipe(z.email('must be a valid e-mail address'));

/** A password as typed: not trimmed, at least `min` characters. */
export const password = (min: number) =>
  z
    .string({ error: required('text') })
    .min(min, min > 1 ? `must be at least ${min} characters` : 'is required')
    .max(200, 'must be at most 200 characters')
    .refine(hasNoNul, NUL_MESSAGE);

export const uuid = () => z.uuid({ error: required('a valid id') });

/** For subjects that take no input. */
export const NoInput = z.object({}).optional();

/** A whole number from `min` to `max`, as JSON sends it. */
export const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** A whole number from `min` to `max` in a query string, `fallback` when it is absent. */
export const queryWholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
};

/** How many rows a page holds, from a query string: a whole number from 1 to `max`. */
export const pageLimit = (max: number, fallback: number) => queryWholeNumber(1, max, fallback);
