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

/** The name and SQL of an index for substring search (ILIKE '%…%') on a column. */
export const trigramIndex = (name: string, table: string, column: string): string =>
  `CREATE INDEX "${name}" ON ${table} USING gin (${column} public.gin_trgm_ops)`;

/**
 * The SQL of the two indexes of a search text (see search-text.ts), `<name>_start` and `<name>_rest`,
 * for a list whose pages are searched with `searchIndexedAsText`: `columns` in the order of its `search`.
 */
export const searchTextIndexes = (name: string, table: string, columns: readonly string[]): string[] => [
  `CREATE INDEX "${name}_start" ON ${table} (${searchTextOf(columns)} text_pattern_ops)`,
  `CREATE INDEX "${name}_rest" ON ${table} USING gin ((${searchRestOf(`substr(${searchTextOf(columns)}, 2)`)}) public.gin_trgm_ops)`,
];
