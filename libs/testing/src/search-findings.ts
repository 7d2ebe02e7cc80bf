import assert from 'node:assert/strict';
import { searchFilter, type PagedTable } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/** `q` as a case-insensitive substring (`%` and `_` as themselves) of any of `columns`, by ILIKE. */
function eachColumnILike(columns: readonly string[], q: string, param: (value: unknown) => string): string {
  const pattern = param(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
  return columns.map((column) => `${column} ILIKE ${pattern}`).join(' OR ');
}

/** The ids a list's search of `q` finds, with its search as its pages run it or column by column with ILIKE. */
async function idsFound(db: DataSource, table: PagedTable<string>, q: string, asPages: boolean): Promise<string[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const condition = asPages ? searchFilter(table, q)(param) : eachColumnILike(table.search, q, param);
  const rows = await db.query<Array<{ id: string }>>(
    `SELECT ${table.id.sql}::text AS id FROM ${table.from} WHERE ${condition} ORDER BY 1`,
    params,
  );
  return rows.map((row) => row.id);
}

/**
 * Asserts that a list's pages find, for each of `queries`, exactly the rows whose search columns
 * hold it case-insensitively (each column on its own, `%` and `_` as themselves): the ILIKE of
 * each column, the search's meaning, whatever indexes serve it.
 */
export async function assertSearchFindsAsEachColumn(db: DataSource, table: PagedTable<string>, queries: string[]): Promise<void> {
  for (const q of queries) {
    const expected = await idsFound(db, table, q, false);
    assert.deepEqual(await idsFound(db, table, q, true), expected, `the search of ${JSON.stringify(q)} found other rows`);
  }
}
