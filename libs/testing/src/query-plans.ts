import assert from 'node:assert/strict';
import type { PageQuery } from '@storystump/contracts';
import { keysetPage, pageStatements, type KeysetPage, type PageFilter, type PagedTable } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/** A statement as a page runs it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** A page of a list as its service reads it, its items just the rows' ids: its total, ids and next cursor. */
export function pageOfIds<S extends string>(
  db: DataSource,
  table: PagedTable<S>,
  input: PageQuery<S>,
  filters: PageFilter[] = [],
): Promise<KeysetPage<string>> {
  return keysetPage(db.manager, table, input, async (ids) => ids, { filters, idOf: (id) => id });
}

/** PostgreSQL's plan of a statement, as EXPLAIN prints it. */
export async function planOf(db: DataSource, statement: Statement): Promise<string> {
  const rows = await db.query<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${statement.sql}`, statement.params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** Whether a plan reads a table row by row from its start (`Seq Scan on <table>`), rather than through an index. */
export const scansWhole = (plan: string, table: string): boolean => new RegExp(`Seq Scan on (\\w+\\.)?${table}\\b`).test(plan);

/**
 * Asserts that each page's rows, and the count of each search or filtered list, are read through an index, never by
 * a sequential scan of the large table: the very statements keysetPage runs, planned by EXPLAIN.
 */
export async function assertPagesUseIndexes<S extends string>(
  db: DataSource,
  table: PagedTable<S>,
  large: string,
  inputs: Array<PageQuery<S>>,
  filters: PageFilter[] = [],
): Promise<void> {
  for (const input of inputs) {
    const statements = pageStatements(table, input, filters);
    const rows = await planOf(db, statements.rows);
    assert.ok(!scansWhole(rows, large), `${JSON.stringify(input)} reads every row of ${large}:\n${rows}`);
    if (input.q || filters.length) {
      const count = await planOf(db, statements.matching);
      assert.ok(!scansWhole(count, large), `the count of ${JSON.stringify(input)} reads every row of ${large}:\n${count}`);
    }
  }
}
