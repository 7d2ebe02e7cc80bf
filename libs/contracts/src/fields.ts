import { z } from 'zod';

// Messages are written to follow the field name: "email is required".
const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : `must be ${what}`;

export const requiredText = (max: number) =>
  z
    .string({ error: required('text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

export const emailAddress = () =>
  z
    .string({ error: required('text') })
    .trim()
    .min(1, 'is required')
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be a valid e-mail address'));

export const uuid = () => z.uuid({ error: 'must be a valid id' });

/** For subjects that take no input. */
export const NoInput = z.object({}).optional();
