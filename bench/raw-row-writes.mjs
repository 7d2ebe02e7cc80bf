import pg from 'pg';

/**
 * The database's own floor for a write per request: `connections` clients each upsert one row of
 * `keys` and commit, one after the other, for `seconds`, straight through pg with no service in
 * between. Answers the rate and the p99 of a statement's time, in ms.
 */
export async function rawRowWrites(databaseUrl, { seconds, connections = 50, keys = 10_000 }) {
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query(`CREATE SCHEMA IF NOT EXISTS bench_baseline`);
  await setup.query(
    `CREATE TABLE IF NOT EXISTS bench_baseline.last_heartbeats (key integer PRIMARY KEY, at timestamptz NOT NULL, body jsonb NOT NULL)`,
  );
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const times = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        const started = performance.now();
        await client.query(
          `INSERT INTO bench_baseline.last_heartbeats (key, at, body) VALUES ($1, now(), $2)
           ON CONFLICT (key) DO UPDATE SET at = EXCLUDED.at, body = EXCLUDED.body`,
          [next++ % keys, { runningVersion: 'v0', batteryPercent: 80 }],
        );
        times.push(performance.now() - started);
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  await setup.query(`DROP SCHEMA bench_baseline CASCADE`);
  await setup.end();
  times.sort((a, b) => a - b);
  return { rate: times.length / seconds, p99: times[Math.floor(times.length * 0.99)] ?? NaN };
}
