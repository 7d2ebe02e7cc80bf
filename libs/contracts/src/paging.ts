import { z } from 'zod';
import { searchText } from './fields.js';

/** The query parameters that ask a list route for a page rather than the whole list. */
export const PAGING_PARAMETERS = ['limit', 'cursor', 'q', 'sort'] as const;
export type PagingParameter = (typeof PAGING_PARAMETERS)[number];

export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 500;
export const MAX_SEARCH_LENGTH = 200;
/** A page's total is counted exactly up to this many; above it, the total is the planner's estimate. */
export const EXACT_TOTAL_BOUND = 10_000;

/** `name` ascending or `-name` descending. */
export type SortParameter<S extends string> = S | `-${S}`;

/** How a list is paged: the columns it may be sorted by, its order when no sort is given, and what `q` looks in. */
export interface Paging<S extends string = string> {
  readonly sorts: readonly S[];
  readonly defaultSort: SortParameter<S>;
  /** What `q` is searched in, for the API document: "a station's base_id and friendly name". */
  readonly searches: string;
}

/** Declares how a list is paged (see Paging). */
export const paging = <const S extends string>(declaration: Paging<S>): Paging<S> => declaration;

const sortParameter = <S extends string>({ sorts }: Paging<S>) => {
  const allowed = sorts.flatMap((name) => [name, `-${name}`]);
  const message = `must be one of ${allowed.join(', ')}`;
  return z
    .string({ error: message })
    .refine((value) => allowed.includes(value), message)
    .transform((value) => value as SortParameter<S>);
};

const limitMessage = `must be a whole number from 1 to ${MAX_PAGE_LIMIT}`;
const cursorMessage = 'is not one this list gave: take it from the Link header of the page before';

/** How many items a page holds: absent when no page is asked for. */
export const pageLimitParameter = () =>
  z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(MAX_PAGE_LIMIT, limitMessage).optional();

/** Where a page starts: the opaque cursor of the page before's `Link` header. */
export const cursorParameter = () =>
  z
    .string()
    .max(2000, cursorMessage)
    .regex(/^[A-Za-z0-9_-]+$/, cursorMessage)
    .optional();

/** The paging parameters of a list's query, each optional: a request with none of them asks for the whole list. */
export const pageQueryFields = <S extends string>(declared: Paging<S>) => ({
  limit: pageLimitParameter(),
  cursor: cursorParameter(),
  q: searchText(MAX_SEARCH_LENGTH).optional(),
  sort: sortParameter(declared).optional(),
});

/** A page as a service answers it; the gateway sends `items` as the body, `next` in `Link` and the total in `X-Total-Count`. */
export const PageReply = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** The cursor of the page after this one; null on the last page. */
    next: z.string().nullable(),
    total: z.number().int(),
    /** The total is the planner's estimate: more than EXACT_TOTAL_BOUND match. */
    totalIsEstimated: z.boolean(),
  });

/** A page's parsed paging parameters. */
export interface PageQuery<S extends string = string> {
  limit?: number;
  cursor?: string;
  q?: string;
  sort?: SortParameter<S>;
}

/** The sort names of a list's paging. */
export type SortOf<P> = P extends Paging<infer S> ? S : never;

/** What the API document says of `cursor`. */
export const CURSOR_DESCRIPTION = 'Where the page starts: the cursor in the Link header (rel="next") of the page before';

/** What the API document says of each paging parameter of a list. */
export const pageQueryDescriptions = ({ sorts, defaultSort, searches }: Paging): Record<PagingParameter, string> => ({
  limit: `A page of at most this many (1 to ${MAX_PAGE_LIMIT}; ${DEFAULT_PAGE_LIMIT} when any of limit, cursor, q, sort is given). Without any of them the whole list is answered.`,
  cursor: CURSOR_DESCRIPTION,
  q: `Search text (case-insensitive, anywhere in ${searches})`,
  sort: `Sort by ${sorts.join(', ')}; a leading - sorts descending (default ${defaultSort})`,
});
