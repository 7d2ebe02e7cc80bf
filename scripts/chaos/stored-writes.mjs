import pg from 'pg';

/** Per kind of write: how many times each acknowledged key is stored (0: lost, 2 or more: duplicated). */
const STORED_COUNTS = {
  users: `SELECT email AS key, count(*)::int AS n FROM identity.users WHERE email = ANY($1) GROUP BY email`,
  // A guest's demo checkout answers its session id (the order is paid on the demo payment page).
  orders: `SELECT demo_session_id AS key, count(*)::int AS n FROM catalog.orders WHERE demo_session_id = ANY($1) GROUP BY demo_session_id`,
  visits: `SELECT event_id::text AS key, count(*)::int AS n FROM characters.visits WHERE event_id = ANY($1::uuid[]) GROUP BY event_id`,
  events: `SELECT page AS key, count(*)::int AS n FROM analytics.events WHERE page = ANY($1) GROUP BY page`,
};

const LABELS = {
  users: 'users (register)',
  orders: 'orders (checkout)',
  visits: 'visits (stump)',
  events: 'analytics events (JetStream)',
};

/** Acknowledged writes against what the database holds, a row per kind. */
export async function storedWrites(databaseUrl, acknowledged) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = [];
    for (const [kind, keys] of Object.entries(acknowledged)) {
      const { rows: found } = await db.query(STORED_COUNTS[kind], [keys]);
      const counts = new Map(found.map(({ key, n }) => [key, n]));
      rows.push(tally(LABELS[kind], keys, (key) => counts.get(key) ?? 0));
    }
    return rows;
  } finally {
    await db.end();
  }
}

/** One row of the table: acknowledged, stored, lost, duplicated. */
export function tally(label, keys, countOf) {
  let lost = 0;
  let duplicates = 0;
  let stored = 0;
  for (const key of keys) {
    const n = countOf(key);
    if (n === 0) lost++;
    if (n > 1) duplicates += n - 1;
    stored += n;
  }
  return { write: label, acknowledged: keys.length, stored, lost, duplicates };
}
