import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { RouteReply } from '@storystump/contracts';
import { requestFor } from './route-endpoint';
import type { RouteGroup, RouteGroupTable, RouteName, RouteOf } from './route-group-table';

/** Rows a page of an admin list asks for. */
export const PAGE_SIZE = 50;

/** What a paged list is asked for, besides its cursor: a search, a sort (`name`, `-name`) and the list's own filters. */
export interface ListQuery {
  q?: string;
  sort?: string;
  [filter: string]: string | undefined;
}

/** One page of a list: its rows, the cursor of the next page (null on the last), and how many rows match in all. */
export interface ListPage<T> {
  items: T[];
  next: string | null;
  /** Null when the server did not say. */
  total: number | null;
  /** The total is the server's estimate (a very large list). */
  estimated: boolean;
}

/** The `cursor` of the Link header's rel="next" address, if there is one. */
export function nextCursorOf(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (!match || !/(^|;)\s*rel="?next"?\s*(;|$)/.test(match[2]!)) continue;
    return new URL(match[1]!, 'http://list.invalid').searchParams.get('cursor');
  }
  return null;
}

/** A page from a list's answer: the body's array, and the paging headers beside it. */
export function pageOf<T>(items: T[], headers: Headers | undefined): ListPage<T> {
  const total = headers?.get('x-total-count');
  return {
    items,
    next: nextCursorOf(headers?.get('link') ?? null),
    total: total === null || total === undefined || total === '' || !Number.isFinite(Number(total)) ? null : Number(total),
    estimated: headers?.get('x-total-count-estimated') === 'true',
  };
}

type ItemOf<G extends RouteGroup, N extends RouteName<G>> = RouteReply<RouteOf<G, N>> extends Array<infer T> ? T : never;

/** Leaves out what was not given, and an empty search: the server is asked only for what narrows the list. */
const given = (query: ListQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/**
 * An RTK Query infinite-query endpoint over a paged list route: `build.infiniteQuery(pagedListEndpoint(stations, 'list'))`.
 * Its argument is the search, sort and filters; each further page is asked for with the cursor
 * the previous page's Link header named, until a page names none.
 */
export function pagedListEndpoint<G extends RouteGroup, N extends RouteName<G>>(routes: RouteGroupTable<G>, name: N) {
  return {
    infiniteQueryOptions: {
      initialPageParam: '',
      getNextPageParam: (last: ListPage<ItemOf<G, N>>) => last.next,
    },
    query: ({ queryArg, pageParam }: { queryArg: ListQuery; pageParam: string }): FetchArgs =>
      (requestFor as (routes: unknown, name: N, parts: unknown) => FetchArgs)(routes, name, {
        query: { ...given(queryArg), limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    transformResponse: (items: ItemOf<G, N>[], meta: FetchBaseQueryMeta | undefined): ListPage<ItemOf<G, N>> =>
      pageOf(items, meta?.response?.headers),
  };
}
