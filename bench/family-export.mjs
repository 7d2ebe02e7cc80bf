// A family's data export at size: a family whose 2 characters have 10,000 visits between them
// (seeded straight into PostgreSQL), an order and a sign-up. Times POST /api/users/me/export to
// "ready" (the account page's list says so), median of a few runs, beside a raw SELECT of the same
// rows (the family's characters, visits with station names, orders and interests) in one client.
// Run after a build: node bench/family-export.mjs [runs] [visits]
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const VISITS = Number(process.argv[3] ?? 10_000);
const unlimited = '1000000';
const say = (text) => process.stderr.write(`… ${text}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const system = await startSystem({
  settings: { LOGIN_RATE_LIMIT: unlimited, REGISTER_RATE_LIMIT: unlimited, CHECKOUT_RATE_LIMIT: unlimited, LOG_LEVEL: 'warn' },
});
const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
try {
  const url = system.baseUrl;
  const send = async (method, path, body, headers = {}) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  };
  const admin = await adminAuthorization(system);
  const email = `bench-export-${randomUUID().slice(0, 8)}@example.test`;
  const { token } = await send('POST', '/api/auth/register', { displayName: 'Bench Family', email, password: 'acorns-and-oak' });
  const family = { authorization: `Bearer ${token}` };
  const { _id: userId } = await send('GET', '/api/users/me', undefined, family);
  const station = await send(
    'POST',
    '/api/basestations',
    { base_id: `bench-export-${randomUUID().slice(0, 6)}`, friendly_name: 'Bench Glade', latitude: 52, longitude: -1 },
    admin,
  );
  const type = await send(
    'POST',
    '/api/characterTypes/appendtype',
    { characterEncryptedType: `bench-export-${randomUUID().slice(0, 6)}`, characterType: 'owl' },
    admin,
  );
  await send('POST', '/api/stripe/create-checkout-session', { items: [{ price: 'price_owl', quantity: 1 }] }, family).catch(() =>
    say('no demo checkout: the export is timed without an order'),
  );
  await send('POST', '/api/interest/register-interest', { email });

  say(`seeding 2 characters and ${VISITS} visits`);
  await db.connect();
  await db.query(
    `INSERT INTO characters.characters (id, serial_number, type_id, owner_id, owner_display_name, assigned_at, created_at)
     SELECT gen_random_uuid(), 'BENCH-EXPORT-' || g || '-' || $3, $1, $2, 'Bench Family', now(), now() FROM generate_series(1, 2) g`,
    [type._id, userId, randomUUID().slice(0, 6)],
  );
  await db.query(
    `INSERT INTO characters.visits (id, character_id, station_id, station_base_id, station_name, visit_date, event_id)
     SELECT gen_random_uuid(), c.id, $1, $2, 'Bench Glade', now() - (random() * interval '365 days'), gen_random_uuid()
       FROM generate_series(1, $3) g
       JOIN (SELECT id, row_number() OVER (ORDER BY serial_number) - 1 AS n FROM characters.characters WHERE owner_id = $4) c
         ON c.n = g % 2`,
    [station._id, station.base_id, VISITS, userId],
  );
  await db.query('ANALYZE characters.characters, characters.visits');

  const exportOnce = async () => {
    const started = performance.now();
    const requested = await send('POST', '/api/users/me/export', undefined, family);
    for (;;) {
      const [latest] = await send('GET', '/api/users/me/exports', undefined, family);
      if (latest._id === requested._id && latest.status === 'ready') {
        const ms = performance.now() - started;
        const zip = await fetch(`${url}${latest.downloadUrl}`);
        return { ms, bytes: (await zip.arrayBuffer()).byteLength };
      }
      if (latest.status === 'failed') throw new Error('the export failed');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const rawSelect = async () => {
    const started = performance.now();
    await db.query(
      `SELECT c.*, t.character_type FROM characters.characters c JOIN characters.character_types t ON t.id = c.type_id
        WHERE c.owner_id = $1`,
      [userId],
    );
    const visits = await db.query(
      `SELECT v.*, COALESCE(k.friendly_name, v.station_name) AS station_name FROM characters.visits v
         JOIN characters.characters c ON c.id = v.character_id LEFT JOIN characters.known_stations k ON k.id = v.station_id
        WHERE c.owner_id = $1 ORDER BY v.visit_date`,
      [userId],
    );
    await db.query(`SELECT * FROM catalog.orders WHERE user_id = $1`, [userId]);
    await db.query(`SELECT * FROM marketing.interests WHERE lower(email) = lower($1)`, [email]);
    return { ms: performance.now() - started, rows: visits.rowCount };
  };

  say('warming up');
  await exportOnce();
  await rawSelect();
  const exports = [];
  const selects = [];
  for (let run = 1; run <= RUNS; run++) {
    say(`run ${run} of ${RUNS}`);
    selects.push(await rawSelect());
    exports.push(await exportOnce());
  }
  const exportMs = median(exports.map((result) => result.ms));
  const selectMs = median(selects.map((result) => result.ms));
  console.table([
    {
      figure: `raw SELECT of the same rows (baseline), ${selects[0].rows} visits`,
      'median ms': Math.round(selectMs),
      runs: RUNS,
      'x baseline': '1.00',
    },
    {
      figure: `POST /api/users/me/export -> ready, ${VISITS} visits`,
      'median ms': Math.round(exportMs),
      runs: RUNS,
      'x baseline': (exportMs / selectMs).toFixed(2),
      'zip KB': Math.round(median(exports.map((result) => result.bytes)) / 1024),
    },
  ]);
  const load = (await import('node:os')).loadavg()[0].toFixed(1);
  console.log(`load average ${load} on ${(await import('node:os')).cpus().length} cores`);
} finally {
  await db.end().catch(() => undefined);
  await system.stop();
}
