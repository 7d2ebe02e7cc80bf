import type { DataSource } from 'typeorm';

/** A statement as a page runs it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** PostgreSQL's plan of a statement, as EXPLAIN prints it. */
export async function planOf(db: DataSource, statement: Statement): Promise<string> {
  const rows = await db.query<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${statement.sql}`, statement.params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** Whether a plan reads a table row by row from its start (`Seq Scan on <table>`), rather than through an index. */
export const scansWhole = (plan: string, table: string): boolean => new RegExp(`Seq Scan on (\\w+\\.)?${table}\\b`).test(plan);
