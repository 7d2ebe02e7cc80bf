import { z } from 'zod';

/** An id the system made (a UUID). */
export const id = () => z.uuid();

/** A moment, as the API writes it: ISO 8601 with its offset (`Z` for UTC). */
export const moment = () => z.iso.datetime({ offset: true });

/** The answer of a change whose only news is that it was made: `{ "deleted": true }` and the like. */
export const done = <K extends string>(key: K) => z.object({ [key]: z.literal(true) } as Record<K, z.ZodLiteral<true>>);
