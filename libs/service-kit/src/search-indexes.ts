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
 * The SQL of an index for substring search on a column, lowered, as searches read it
 * (`lower(column) LIKE lower('%…%')`, see `searchedAs`). On the column itself, the index would
 * also answer `=`, and the planner takes it over the column's own key for a lookup by value:
 * reading, for each trigram of the value, every row that shares it.
 */
export const trigramIndex = (name: string, table: string, column: string): string =>
  `CREATE INDEX "${name}" ON ${table} USING gin ((lower(${column})) public.gin_trgm_ops)`;

/** A column's search condition (case-insensitive LIKE of `pattern`), as its trigram index serves it. */
export const searchedAs = (column: string, pattern: string): string => `lower(${column}) LIKE lower(${pattern})`;

/** A trigram index (see trigramIndex): its name, its table (schema-qualified) and the column. */
export type TrigramIndex = readonly [name: string, table: string, column: string];

/**
 * Makes trigram indexes of a schema again: on the lowered column (`lowered`, as trigramIndex
 * makes them now), or on the column itself, as they were first made.
 */
export async function remakeTrigramIndexes(
  q: QueryRunner,
  schema: string,
  indexes: readonly TrigramIndex[],
  lowered: boolean,
): Promise<void> {
  for (const [name, table, column] of indexes) {
    await q.query(`DROP INDEX IF EXISTS "${schema}"."${name}"`);
    await q.query(
      lowered
        ? trigramIndex(name, table, column)
        : `CREATE INDEX "${name}" ON ${table} USING gin (${column} public.gin_trgm_ops)`,
    );
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
