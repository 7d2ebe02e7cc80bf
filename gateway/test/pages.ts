import assert from 'node:assert/strict';
import { EXACT_TOTAL_BOUND, pathOf } from '@storystump/contracts';
import type { ApiCall } from '@storystump/testing';

/** A list route, as the client calls it. */
type ListRoute = Parameters<ApiCall>[0] & { readonly path: string };

export interface Pages<T> {
  items: T[];
  /** The X-Total-Count of every page, which must all agree. */
  totals: Set<string>;
  pages: number;
}

/** The cursor of a page's Link header, checked to be the same path and query with only the cursor new. */
export function nextCursor(res: { headers: Headers }, path: string, query: Record<string, string>): string | undefined {
  const link = res.headers.get('link');
  if (!link) return undefined;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  assert.ok(match, `Link is ${link}`);
  const url = new URL(match[1]!, 'http://api');
  assert.equal(url.pathname, path);
  const { cursor, ...rest } = Object.fromEntries(url.searchParams);
  const { cursor: _previous, ...asked } = query;
  assert.deepEqual(rest, asked, 'the next page keeps the query');
  assert.ok(cursor, 'the next page has a cursor');
  return cursor;
}

/** Every page of a list (of the path parameters given), following its Link headers to the end; each page before the last is full. */
export async function readPages<T>(
  call: ApiCall,
  route: ListRoute,
  query: Record<string, string>,
  token?: string,
  params?: Record<string, string>,
): Promise<Pages<T>> {
  const items: T[] = [];
  const totals = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  do {
    const asked = cursor ? { ...query, cursor } : query;
    const res = await call(
      route as never,
      { untypedQuery: asked, ...(token ? { token } : {}), ...(params ? { params } : {}) } as never,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    const body = (res.body as { data?: T[] }).data ?? (res.body as T[]);
    assert.ok(Array.isArray(body));
    items.push(...body);
    const total = res.headers.get('x-total-count') ?? 'missing';
    totals.add(total);
    assert.equal(
      res.headers.get('x-total-count-estimated'),
      Number(total) > EXACT_TOTAL_BOUND ? 'true' : null,
      'a total past the bound is marked an estimate, one within it is exact',
    );
    cursor = nextCursor(res, (pathOf as (route: ListRoute, params?: Record<string, string>) => string)(route, params), asked);
    pages += 1;
    if (cursor) assert.equal(body.length, Number(query.limit ?? 50), 'a page before the last is full');
  } while (cursor);
  return { items, totals, pages };
}

/**
 * The total every page showed, as the admin reads it: exactly `count` up to EXACT_TOTAL_BOUND,
 * "about" it past the bound (the planner's estimate, within a hundredth of it once analysed).
 */
export function assertTotalShown(totals: Set<string>, count: number): void {
  assert.equal(totals.size, 1, `every page shows the same total: ${[...totals].join(', ')}`);
  const shown = Number([...totals][0]);
  if (count <= EXACT_TOTAL_BOUND) {
    assert.equal(shown, count);
    return;
  }
  assert.ok(shown > EXACT_TOTAL_BOUND, `${shown} is past the bound, as ${count} is`);
  assert.ok(Math.abs(shown - count) <= count / 100, `about ${count}: ${shown}`);
}
