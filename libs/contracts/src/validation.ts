import type { z } from 'zod';

/** One sentence naming each offending field, e.g. "email must be a valid e-mail address". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      return field ? `${field} ${issue.message}` : issue.message;
    })
    .join('; ');
}
