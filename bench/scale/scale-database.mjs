import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The bench's own database, kept between runs so that the measuring can be repeated without seeding again. */
export const SCALE_DATABASE_NAME = 'storystump_bench_scale';

/**
 * Settings the services keep their own secrets encrypted with, and the salt the seeded stumps' keys
 * are made from: kept in the database itself, so a later run can read what an earlier one wrote.
 */
const KEPT_SETTINGS = [
  'TOKEN_KEY_ENCRYPTION_KEY',
  'DEVICES_KEY_ENCRYPTION_KEY',
  'IDEMPOTENCY_KEY_SECRET',
  'CLIENT_ADDRESS_KEY',
  'CLAIM_CODE_SECRET',
  'STUMP_KEY_SALT',
];

const adminUrl = () => process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * The bench's database, made when missing (or made anew when `fresh`). Answers its URL, the
 * settings kept in it and what the seeder recorded when it finished (null until it has).
 */
export async function openScaleDatabase({ fresh = false } = {}) {
  await withClient(adminUrl(), async (admin) => {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${SCALE_DATABASE_NAME}" WITH (FORCE)`);
    const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [SCALE_DATABASE_NAME]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${SCALE_DATABASE_NAME}"`);
  });
  const url = new URL(adminUrl());
  url.pathname = `/${SCALE_DATABASE_NAME}`;
  const databaseUrl = url.toString();
  return withClient(databaseUrl, async (db) => {
    await db.query(`CREATE SCHEMA IF NOT EXISTS bench_scale`);
    await db.query(`CREATE TABLE IF NOT EXISTS bench_scale.settings (name text PRIMARY KEY, value text NOT NULL)`);
    await db.query(`CREATE TABLE IF NOT EXISTS bench_scale.seeded (finished_at timestamptz NOT NULL, facts jsonb NOT NULL)`);
    for (const name of KEPT_SETTINGS) {
      await db.query(`INSERT INTO bench_scale.settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
        name,
        randomBytes(32).toString('base64'),
      ]);
    }
    const kept = Object.fromEntries(
      (await db.query(`SELECT name, value FROM bench_scale.settings`)).rows.map((r) => [r.name, r.value]),
    );
    const { STUMP_KEY_SALT: stumpKeySalt, ...settings } = kept;
    const seeded =
      (await db.query(`SELECT facts FROM bench_scale.seeded ORDER BY finished_at DESC LIMIT 1`)).rows[0]?.facts ?? null;
    return { url: databaseUrl, settings, stumpKeySalt, seeded };
  });
}

/** Records that the seeder finished, with what a measuring run needs to know of the seeded data. */
export const recordSeeded = (databaseUrl, facts) =>
  withClient(databaseUrl, (db) => db.query(`INSERT INTO bench_scale.seeded (finished_at, facts) VALUES (now(), $1)`, [facts]));
