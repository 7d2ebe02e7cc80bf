import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { VisitView } from '@storystump/contracts';

/** One page of a character's visits, newest first, with where the next one starts. */
export interface VisitsPage {
  visits: VisitView[];
  /** The next page's cursor, from the answer's `Link: <...>; rel="next"`; null on the last page. */
  next: string | null;
  /** How many visits the character has in all (`X-Total-Count`). */
  total: number | null;
}

/** The cursor in a `Link` header's next page, if it has one. */
export function nextCursorOf(link: string | null | undefined): string | null {
  const next = /<([^>]+)>\s*;\s*rel="next"/.exec(link ?? '')?.[1];
  return next ? new URL(next, 'http://page.invalid').searchParams.get('cursor') : null;
}

/** A page's items with what its headers say. */
export function visitsPageOf(visits: VisitView[], meta: FetchBaseQueryMeta | undefined): VisitsPage {
  const headers = meta?.response?.headers;
  const total = headers?.get('x-total-count');
  return { visits, next: nextCursorOf(headers?.get('link')), total: total ? Number(total) : null };
}
