import { vi } from 'vitest';

/** How the stand-in reads a row: the text `q` is looked for in, and each sort's value. */
export interface ListRows<T> {
  rows: T[];
  searchIn: (row: T) => string;
  sorts?: Record<string, (row: T) => string | number>;
  /** A filter of the list's own (`status`), by the value asked for. */
  filters?: Record<string, (row: T, value: string) => boolean>;
}

/**
 * For specs: answers `fetch` as the gateway does. A paged list's route answers a page by the
 * paging contract (q filters, sort orders, the cursor is where the page starts, Link names the
 * next page and X-Total-Count the matches), or its whole list without paging parameters; any other
 * path answers its body from `others`, or an empty list. Every request's URL is kept, in order.
 */
export function serveLists(lists: Record<string, ListRows<never>>, others: Record<string, unknown> = {}) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const url = new URL(request.url);
      asked.push(url);
      const list = lists[url.pathname] as unknown as ListRows<unknown> | undefined;
      if (!list || request.method !== 'GET')
        return Promise.resolve(Response.json(url.pathname in others ? others[url.pathname] : []));
      const params = url.searchParams;
      const q = params.get('q')?.toLowerCase();
      let matching = list.rows.filter((row) => !q || list.searchIn(row).toLowerCase().includes(q));
      for (const [name, keep] of Object.entries(list.filters ?? {})) {
        const value = params.get(name);
        if (value !== null) matching = matching.filter((row) => keep(row, value));
      }
      if (!params.has('limit')) return Promise.resolve(Response.json(matching));
      const sort = params.get('sort');
      const valueOf = sort ? list.sorts?.[sort.replace(/^-/, '')] : undefined;
      if (sort && valueOf) {
        const direction = sort.startsWith('-') ? -1 : 1;
        matching = [...matching].sort((a, b) => {
          const [x, y] = [valueOf(a), valueOf(b)];
          return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * direction;
        });
      }
      const limit = Number(params.get('limit'));
      const start = Number(params.get('cursor') ?? 0);
      const next = new URLSearchParams(params);
      next.set('cursor', String(start + limit));
      const headers: Record<string, string> = { 'x-total-count': String(matching.length) };
      if (start + limit < matching.length) headers.link = `<${url.pathname}?${next}>; rel="next"`;
      return Promise.resolve(Response.json(matching.slice(start, start + limit), { headers }));
    }),
  );
  return asked;
}

/** How long a spec waits for what a search or a sort shows: typing pauses first, and the machine may be busy. */
export const SHOWN_WITHIN = { timeout: 5000 };

/** The stand-in's list: `serveLists({ '/api/orders': listOf(orders, { searchIn }) })`. */
export const listOf = <T>(rows: T[], read: Omit<ListRows<T>, 'rows'>): ListRows<never> =>
  ({ rows, ...read }) as unknown as ListRows<never>;
