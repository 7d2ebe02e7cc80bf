import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { VisitView } from '@storystump/contracts';
import { pageOf } from '../../api/paged-list';

/** One page of a character's visits, newest first, with where the next one starts. */
export interface VisitsPage {
  visits: VisitView[];
  /** The next page's cursor, from the answer's `Link: <...>; rel="next"`; null on the last page. */
  next: string | null;
  /** How many visits the character has in all (`X-Total-Count`). */
  total: number | null;
}

/** A page's visits with what its headers say, read as every paged list's are. */
export function visitsPageOf(visits: VisitView[], meta: FetchBaseQueryMeta | undefined): VisitsPage {
  const { items, next, total } = pageOf(visits, meta?.response?.headers);
  return { visits: items, next, total };
}
