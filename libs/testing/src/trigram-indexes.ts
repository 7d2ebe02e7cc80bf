import type { DataSource } from 'typeorm';

/**
 * The trigram indexes of a service's schema made on a column itself: such an index also answers
 * `=`, and the planner may take it over the column's key for a lookup by value. Searches' indexes
 * are made on an expression (see service-kit's searchTrigramIndex), so this is empty.
 */
export async function trigramIndexesOnColumns(db: DataSource, schema: string): Promise<string[]> {
  const rows = await db.query<Array<{ name: string }>>(
    `SELECT c.relname AS name
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1
        AND EXISTS (SELECT 1 FROM pg_opclass o WHERE o.oid = ANY(i.indclass) AND o.opcname = 'gin_trgm_ops')
        AND 0 <> ANY(i.indkey)
      ORDER BY 1`,
    [schema],
  );
  return rows.map((row) => row.name);
}
