import type { QueryRunner } from 'typeorm';
import { searchRestOf, searchTextOf } from './search-text.js';

/**
 * Makes sure pg_trgm is there, for the indexes that keep a list's substring search quick. It is
 * a trusted extension: the database's owner may create it. Every service's migrations ask for it,
 * possibly at once, so they take turns.
 */
export async function ensureTrigramSearch(q: QueryRunner): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('storystump:create-extension:pg_trgm'))`);
  await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`);
}

/**
 * The SQL of a trigram index on a column itself, as the lists' first migrations made them. Such
 * an index also answers `=`, and the planner took it over the column's own key for lookups by
 * value, reading for each trigram of the value every row that shares it: searches now read
 * searchTrigramIndex's.
 */
export const trigramIndex = (name: string, table: string, column: string): string =>
  `CREATE INDEX "${name}" ON ${table} USING gin (${column} public.gin_trgm_ops)`;

/**
 * The SQL of an index for substring search on a column, as searches read it (`searchedAs`): on
 * the column in capitals, an expression no lookup by value uses (case-insensitive ones use
 * `lower(…)`, with keys of their own).
 */
export const searchTrigramIndex = (name: string, table: string, column: string): string =>
  trigramIndex(name, table, `(upper(${column}))`);

/** A column's search condition: `pattern` as a case-insensitive LIKE, as searchTrigramIndex's index serves it. */
export const searchedAs = (column: string, pattern: string): string => `upper(${column}) LIKE upper(${pattern})`;

/** A trigram index: its name, its table (schema-qualified) and the column. */
export type TrigramIndex = readonly [name: string, table: string, column: string];

/** Makes trigram indexes of a schema again: as searches read them (`forSearch`), or as they were first made. */
export async function remakeTrigramIndexes(
  q: QueryRunner,
  schema: string,
  indexes: readonly TrigramIndex[],
  forSearch: boolean,
): Promise<void> {
  for (const [name, table, column] of indexes) {
    await q.query(`DROP INDEX IF EXISTS "${schema}"."${name}"`);
    await q.query((forSearch ? searchTrigramIndex : trigramIndex)(name, table, column));
  }
}

/**
 * The SQL of the two indexes of a search text (see search-text.ts), `<name>_start` and `<name>_rest`,
 * for a list whose pages are searched with `searchIndexedAsText`: `columns` in the order of its `search`.
 */
export const searchTextIndexes = (name: string, table: string, columns: readonly string[]): string[] => [
  `CREATE INDEX "${name}_start" ON ${table} (${searchTextOf(columns)} text_pattern_ops)`,
  `CREATE INDEX "${name}_rest" ON ${table} USING gin ((${searchRestOf(`substr(${searchTextOf(columns)}, 2)`)}) public.gin_trgm_ops)`,
];
