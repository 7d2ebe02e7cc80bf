import pg from 'pg';

/** Every table's row count and a hash of its rows, by `schema.table`, in one statement. */
export type StoredState = Map<string, string>;

export async function storedState(databaseUrl: string, schemas: readonly string[]): Promise<StoredState> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const tables = await db.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
      [schemas],
    );
    if (!tables.rows.length) return new Map();
    const parts = tables.rows.map(
      ({ name }) =>
        `SELECT '${name}' AS "table", count(*)::text || ':' || COALESCE(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS "state" FROM ${name} t`,
    );
    const result = await db.query<{ table: string; state: string }>(parts.join(' UNION ALL '));
    return new Map(result.rows.map((row) => [row.table, row.state]));
  } finally {
    await db.end();
  }
}

/** The tables whose rows differ between two states. */
export function changedTables(before: StoredState, after: StoredState): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/**
 * The state once nothing moves any more (background jobs finished), or the last one after `limitMs`.
 * Two reads the same must be further apart than the slowest periodic job (analytics rolls up every
 * 2 s by default): closer, both could fall between two rollups of an event stored just before.
 */
export async function settledState(
  databaseUrl: string,
  schemas: readonly string[],
  { intervalMs = 3000, limitMs = 30_000 } = {},
): Promise<StoredState> {
  const deadline = Date.now() + limitMs;
  let previous = await storedState(databaseUrl, schemas);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const current = await storedState(databaseUrl, schemas);
    if (!changedTables(previous, current).length || Date.now() > deadline) return current;
    previous = current;
  }
}
