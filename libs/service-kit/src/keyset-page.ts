import { DEFAULT_PAGE_LIMIT, EXACT_TOTAL_BOUND, type PageQuery, type Paging, type SortParameter } from '@storystump/contracts';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { cursorRefused } from './cursor-refused.js';
import { DomainError } from './domain-error.js';
import { SEARCH_SEPARATOR, searchTextCondition } from './search-text.js';
import { searchedAs } from './search-indexes.js';

/** A column a list can be sorted by: its SQL expression on the table's aliases (never NULL) and its type. */
export interface SortColumn {
  readonly sql: string;
  readonly type: 'text' | 'timestamptz' | 'integer' | 'bigint' | 'numeric';
}

/** A list's rows as its pages read them. */
export interface PagedTable<S extends string> {
  /** The list's paging as its contract declares it. */
  readonly paging: Paging<S>;
  /** What the rows are read from: a table and the joins its sorts and searches need. */
  readonly from: string;
  /** The row's unique id: the order's tie-break and the cursor's. */
  readonly id: { readonly sql: string; readonly type: 'uuid' | 'bigint' };
  readonly sorts: Readonly<Record<S, SortColumn>>;
  /** What `q` is looked for in (case-insensitive substring; a pg_trgm index on each keeps it quick). */
  readonly search: readonly string[];
  /** The search columns are indexed together, as their search text (see search-text.ts), not one by one. */
  readonly searchIndexedAsText?: boolean;
}

/** A condition of a list's own filters, given a function that adds a parameter and answers its placeholder. */
export type PageFilter = (param: (value: unknown) => string) => string;

export interface KeysetPage<T> {
  items: T[];
  next: string | null;
  total: number;
  totalIsEstimated: boolean;
}

/** `-name` -> name, descending. */
const sortOf = <S extends string>(sort: SortParameter<S>): { name: S; descending: boolean } =>
  sort.startsWith('-') ? { name: sort.slice(1) as S, descending: true } : { name: sort as S, descending: false };

/** A cursor: the sort it was made for, and the last row's sort value and id, as text. */
const encodeCursor = (sort: string, value: string, id: string): string =>
  Buffer.from(JSON.stringify([sort, value, id])).toString('base64url');

function decodeCursor(cursor: string, sort: string): { value: string; id: string } {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw cursorRefused();
  }
  if (!Array.isArray(decoded) || decoded.length !== 3 || !decoded.every((part) => typeof part === 'string'))
    throw cursorRefused();
  const [madeFor, value, id] = decoded as [string, string, string];
  if (madeFor !== sort) {
    throw new DomainError(400, 'INVALID_CURSOR', `cursor was made for the sort ${madeFor}, not ${sort}: start again without it`);
  }
  return { value, id };
}

/** A value PostgreSQL could not read as the column's type: the cursor was not one this list made. */
const isBadValue = (error: unknown): boolean =>
  error instanceof QueryFailedError && String((error.driverError as { code?: string }).code ?? '').startsWith('22');

/** Plans the query without running it: the planner's estimate of its rows. */
async function estimatedRows(db: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    params,
  );
  return Math.round(row!['QUERY PLAN'][0]!.Plan['Plan Rows']);
}

/** A list's search as a condition: `q` as a case-insensitive substring of any of its search columns, as its pages look for it. */
export const searchFilter =
  (table: Pick<PagedTable<string>, 'search' | 'searchIndexedAsText'>, q: string): PageFilter =>
  (param) => {
    const escaped = q.replace(/[\\%_]/g, '\\$&');
    if (table.searchIndexedAsText && !q.includes(SEARCH_SEPARATOR)) return searchTextCondition(table.search, escaped, param);
    const pattern = param(`%${escaped}%`);
    return table.search.map((column) => searchedAs(column, pattern)).join(' OR ');
  };

/** The statements a page runs: its rows' ids and sort values (one more than the page, to tell if another follows), and what matches. */
export interface PageStatements {
  /** `SELECT id, sort_value … ORDER BY … LIMIT n + 1`. */
  readonly rows: { sql: string; params: unknown[] };
  /** `SELECT 1 FROM … WHERE <filters and search>`: counted, bounded, for the total. */
  readonly matching: { sql: string; params: unknown[] };
  /**
   * Filtered or searched: the page and the bounded count of what matches, from one reading of the
   * matches (`total, id, sort_value`, one row with null ids when the page is empty); its total is
   * past the bound when it reads EXACT_TOTAL_BOUND + 1.
   */
  readonly counted: { sql: string; params: unknown[] } | null;
  /** Neither filtered nor searched: the planner's estimate may stand for a count. */
  readonly wholeTable: boolean;
  readonly sort: string;
  readonly limit: number;
}

/** The SQL of a page (see keysetPage); a cursor that is not one this list made is refused here. */
export function pageStatements<S extends string>(
  table: PagedTable<S>,
  input: PageQuery<S>,
  filters: PageFilter[] = [],
): PageStatements {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const sortParameter = input.sort ?? table.paging.defaultSort;
  const { name, descending } = sortOf(sortParameter);
  const sort = table.sorts[name];
  const limit = input.limit ?? DEFAULT_PAGE_LIMIT;

  const conditions = filters.map((filter) => `(${filter(param)})`);
  const searched = input.q !== undefined && input.q !== '';
  if (searched) conditions.push(`(${searchFilter(table, input.q!)(param)})`);
  const matching = {
    sql: `SELECT 1 FROM ${table.from} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
    params: [...params],
  };

  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  let afterCursor = (_sortSql: string, _idSql: string) => 'true';
  if (input.cursor !== undefined) {
    const after = decodeCursor(input.cursor, sortParameter);
    if (table.id.type === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(after.id)) {
      throw cursorRefused();
    }
    const value = `${param(after.value)}::${sort.type}`;
    const id = `${param(after.id)}::${table.id.type}`;
    afterCursor = (sortSql, idSql) => `(${sortSql}, ${idSql}) ${descending ? '<' : '>'} (${value}, ${id})`;
    conditions.push(`(${afterCursor(sort.sql, table.id.sql)})`);
  }
  const direction = descending ? 'DESC' : 'ASC';
  const counted = conditions.length
    ? {
        sql: `WITH matching AS MATERIALIZED (
           SELECT ${sort.sql} AS sort_key, ${table.id.sql} AS id_key FROM ${table.from} ${where} LIMIT ${EXACT_TOTAL_BOUND + 1})
         SELECT counted.total, page.id, page.sort_value
           FROM (SELECT count(*)::int AS total FROM matching) AS counted
           LEFT JOIN LATERAL (
             SELECT id_key::text AS id, sort_key::text AS sort_value, sort_key, id_key FROM matching
              WHERE ${afterCursor('sort_key', 'id_key')}
              ORDER BY sort_key ${direction}, id_key ${direction} LIMIT ${limit + 1}) AS page ON true
          ORDER BY page.sort_key ${direction}, page.id_key ${direction}`,
        params,
      }
    : null;
  const rows = {
    sql: `SELECT ${table.id.sql}::text AS id, (${sort.sql})::text AS sort_value FROM ${table.from}
       ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY ${sort.sql} ${direction}, ${table.id.sql} ${direction} LIMIT ${limit + 1}`,
    params,
  };
  return {
    rows,
    matching,
    counted: searched || filters.length > 0 ? counted : null,
    wholeTable: !searched && filters.length === 0,
    sort: sortParameter,
    limit,
  };
}

/**
 * One page of a list, by keyset (seek) pagination on (sort column, id), never OFFSET: a page costs
 * the same at the millionth row as at the first. `q` is a case-insensitive substring in the
 * table's search columns; the total counts what matches exactly up to EXACT_TOTAL_BOUND, then is
 * the planner's estimate; a filtered or searched page within the bound reads its rows and its count
 * from one reading of the matches. `load` turns the page's ids into items (in any order).
 */
export async function keysetPage<S extends string, T>(
  db: EntityManager,
  table: PagedTable<S>,
  input: PageQuery<S>,
  load: (ids: string[]) => Promise<T[]>,
  {
    filters = [],
    idOf = (item: T) => (item as { _id: string })._id,
  }: { filters?: PageFilter[]; idOf?: (item: T) => string } = {},
): Promise<KeysetPage<T>> {
  const statements = pageStatements(table, input, filters);
  let counting = () => countOf(db, statements);
  if (statements.counted) {
    const countedPage = await countedPageOf(db, statements, load, idOf);
    if (countedPage) return countedPage;
    counting = async () => ({
      total: Math.max(await estimatedRows(db, statements.matching.sql, statements.matching.params), EXACT_TOTAL_BOUND + 1),
      totalIsEstimated: true,
    });
  }
  const [{ items, next }, { total, totalIsEstimated }] = await Promise.all([itemsOf(db, statements, load, idOf), counting()]);
  return { items, next, total, totalIsEstimated };
}

/** How many rows a piece of a whole list holds: a few round trips for a large list, small ones in memory. */
export const WHOLE_LIST_CHUNK = 2000;

/**
 * A whole list in the order of its pages (the default sort unless one is given), read a chunk at a
 * time by keyset: each chunk is yielded as soon as it is read, so an answer sent in pieces starts
 * at once and holds one chunk in memory, whatever the list's size. Nothing is counted.
 */
export async function* keysetChunks<S extends string, T>(
  db: EntityManager,
  table: PagedTable<S>,
  load: (ids: string[]) => Promise<T[]>,
  {
    filters = [],
    sort,
    idOf = (item: T) => (item as { _id: string })._id,
    chunk = WHOLE_LIST_CHUNK,
  }: { filters?: PageFilter[]; sort?: SortParameter<S>; idOf?: (item: T) => string; chunk?: number } = {},
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  do {
    const { items, next } = await itemsOf(db, pageStatements(table, { limit: chunk, cursor, sort }, filters), load, idOf);
    yield items;
    cursor = next ?? undefined;
  } while (cursor);
}

/**
 * A filtered or searched page and its exact total read from one reading of the matches, as a
 * search of a few matches is read quickest: the page's rows and the count each reading them again
 * cost a trigram search twice. Undefined when more match than the bound: that page is read by its
 * sort's index, and its total estimated.
 */
async function countedPageOf<T>(
  db: EntityManager,
  statements: PageStatements,
  load: (ids: string[]) => Promise<T[]>,
  idOf: (item: T) => string,
): Promise<KeysetPage<T> | undefined> {
  let rows: Array<{ total: number; id: string | null; sort_value: string | null }>;
  try {
    rows = await db.query(statements.counted!.sql, statements.counted!.params);
  } catch (error) {
    if (isBadValue(error)) throw cursorRefused();
    throw error;
  }
  const total = rows[0]?.total ?? 0;
  if (total > EXACT_TOTAL_BOUND) return undefined;
  const found = rows.filter((row): row is { total: number; id: string; sort_value: string } => row.id !== null);
  return { ...(await pageOf(found, statements, load, idOf)), total, totalIsEstimated: false };
}

/** The items of a page's rows (one more than the page, to tell if another follows) in its order, and the next cursor. */
async function pageOf<T>(
  rows: Array<{ id: string; sort_value: string }>,
  statements: PageStatements,
  load: (ids: string[]) => Promise<T[]>,
  idOf: (item: T) => string,
): Promise<{ items: T[]; next: string | null }> {
  const onPage = rows.slice(0, statements.limit);
  const last = onPage.at(-1);
  const next = rows.length > statements.limit && last ? encodeCursor(statements.sort, last.sort_value, last.id) : null;
  const loaded = onPage.length ? await load(onPage.map((row) => row.id)) : [];
  const byId = new Map(loaded.map((item) => [idOf(item), item]));
  return { items: onPage.map((row) => byId.get(row.id)).filter((item): item is T => item !== undefined), next };
}

/** A page's items in its order, and the cursor of the page after it (null on the last). */
async function itemsOf<T>(
  db: EntityManager,
  statements: PageStatements,
  load: (ids: string[]) => Promise<T[]>,
  idOf: (item: T) => string,
): Promise<{ items: T[]; next: string | null }> {
  let rows: Array<{ id: string; sort_value: string }>;
  try {
    rows = await db.query(statements.rows.sql, statements.rows.params);
  } catch (error) {
    if (isBadValue(error)) throw cursorRefused();
    throw error;
  }
  return pageOf(rows, statements, load, idOf);
}

/**
 * How long the planner's estimate of a whole table past the bound stands as its pages' total: the
 * estimate moves only as the table's statistics do, and asking for it costs each first page a
 * statement.
 */
export const WHOLE_TABLE_ESTIMATE_KEPT_MS = 10_000;

/** The estimates of whole tables past the bound, by the statement that counts them, with when each was read. */
const wholeTableEstimates = new Map<string, { total: number; at: number }>();

/**
 * How many rows match: counted up to the bound, the planner's estimate above it. A whole table the
 * planner already knows to be past the bound is not counted at all.
 */
async function countOf(
  db: EntityManager,
  { matching, wholeTable }: PageStatements,
): Promise<{ total: number; totalIsEstimated: boolean }> {
  if (wholeTable) {
    const kept = wholeTableEstimates.get(matching.sql);
    if (kept && Date.now() - kept.at < WHOLE_TABLE_ESTIMATE_KEPT_MS) return { total: kept.total, totalIsEstimated: true };
    const estimate = await estimatedRows(db, matching.sql, matching.params);
    if (estimate > EXACT_TOTAL_BOUND) {
      wholeTableEstimates.set(matching.sql, { total: estimate, at: Date.now() });
      return { total: estimate, totalIsEstimated: true };
    }
    wholeTableEstimates.delete(matching.sql);
  }
  return boundedCount(db, matching.sql, matching.params);
}

/** How many rows a `SELECT 1 FROM … WHERE …` finds: counted up to EXACT_TOTAL_BOUND, the planner's estimate above it. */
export async function boundedCount(
  db: EntityManager,
  sql: string,
  params: unknown[],
): Promise<{ total: number; totalIsEstimated: boolean }> {
  const [{ count }] = await db.query<[{ count: number }]>(
    `SELECT count(*)::int AS count FROM (${sql} LIMIT ${EXACT_TOTAL_BOUND + 1}) AS bounded`,
    params,
  );
  if (count <= EXACT_TOTAL_BOUND) return { total: count, totalIsEstimated: false };
  return { total: Math.max(await estimatedRows(db, sql, params), count), totalIsEstimated: true };
}
