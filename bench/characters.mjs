// Characters at size: 1M visits over 10k characters, seeded straight into PostgreSQL, then the
// account page's reads (my characters; one character's first page of visits; its stumps) through the
// gateway, and stumps' visit batches of 50, each with 1, 4 and 20 connections. Each figure sits beside a bare
// Fastify server answering the same JSON (for the batches: after parsing the same POST body).
// Run after a build: node bench/characters.mjs [seconds-per-run]
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';
import { startBareFastify } from './bare-fastify-process.mjs';
import { loadWithP95 } from './load.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const CHARACTERS = 10_000;
const VISITS = 1_000_000;
const BATCH = 50;
const unlimited = '1000000';
const say = (text) => process.stderr.write(`… ${text}\n`);

const system = await startSystem({
  settings: { DEVICE_RATE_LIMIT: unlimited, LOGIN_RATE_LIMIT: unlimited, REGISTER_RATE_LIMIT: unlimited, LOG_LEVEL: 'warn' },
});
const bares = [];
const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
try {
  const url = system.baseUrl;
  const post = async (path, body, headers = {}) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const admin = await adminAuthorization(system);
  const { token: ownerToken } = await post('/api/auth/register', {
    displayName: 'Bench Owner',
    email: `bench-${randomUUID().slice(0, 8)}@example.test`,
    password: 'acorns-and-oak',
  });
  const owner = { authorization: `Bearer ${ownerToken}` };
  const ownerId = (await (await fetch(`${url}/api/users/me`, { headers: owner })).json())._id;
  const station = await post(
    '/api/basestations',
    { base_id: 'bench-characters', friendly_name: 'Bench Wood', latitude: 52, longitude: -1 },
    admin,
  );
  const { apiKey } = await post('/api/apikeys/generate', { baseStationId: station._id }, admin);
  const type = await post('/api/characterTypes/appendtype', { characterEncryptedType: 'bench-owl', characterType: 'owl' }, admin);

  say(`seeding ${CHARACTERS} characters and ${VISITS} visits`);
  await db.connect();
  const seedStarted = performance.now();
  await db.query(
    `INSERT INTO characters.characters (id, serial_number, type_id, created_at)
     SELECT gen_random_uuid(), 'BENCH-' || lpad(g::text, 6, '0'), $1, now() FROM generate_series(1, $2) g`,
    [type._id, CHARACTERS],
  );
  // The owner has five characters, as a family might.
  await db.query(
    `UPDATE characters.characters SET owner_id = $1, owner_display_name = 'Bench Owner', assigned_at = now()
      WHERE serial_number IN ('BENCH-000001', 'BENCH-000002', 'BENCH-000003', 'BENCH-000004', 'BENCH-000005')`,
    [ownerId],
  );
  await db.query(
    `INSERT INTO characters.visits (id, character_id, station_id, station_base_id, station_name, visit_date, event_id)
     SELECT gen_random_uuid(), c.id, $1, 'bench-characters', 'Bench Wood',
            now() - (random() * interval '730 days'), gen_random_uuid()
       FROM generate_series(1, $2) g
       JOIN (SELECT id, row_number() OVER (ORDER BY serial_number) - 1 AS n FROM characters.characters
              WHERE serial_number LIKE 'BENCH-%') c ON c.n = g % $3`,
    [station._id, VISITS, CHARACTERS],
  );
  await db.query('ANALYZE characters.characters, characters.visits');
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const [{ id: characterId }] = (await db.query(`SELECT id FROM characters.characters WHERE serial_number = 'BENCH-000001'`))
    .rows;
  const counted = (await db.query(`SELECT count(*)::int AS n FROM characters.visits WHERE character_id = $1`, [characterId]))
    .rows[0].n;

  const startBare = async (body) => {
    const bare = await startBareFastify(body);
    bares.push(bare);
    return bare;
  };
  const load = (options) => loadWithP95({ duration: SECONDS, ...options });
  const row = (name, result, baseline, extra = {}) => ({
    route: name,
    'req/s': Math.round(result.requests.average),
    'p95 ms': Number(result.p95.toFixed(1)),
    'p99 ms': result.latency.p99,
    ...extra,
    'x baseline': baseline ? (result.requests.average / baseline.requests.average).toFixed(2) : '',
    errors: result.errors + result.non2xx,
  });

  // The account page's reads.
  const reads = [];
  for (const [name, path] of [
    ['GET /api/characters (5 characters)', '/api/characters'],
    [`GET /api/characters/{id}/visits?limit=6 (first page of ${counted})`, `/api/characters/${characterId}/visits?limit=6`],
    [`GET /api/characters/{id}/places (${counted} visits by stump)`, `/api/characters/${characterId}/places`],
  ]) {
    const body = await (await fetch(`${url}${path}`, { headers: owner })).text();
    const bare = await startBare(body);
    say(name);
    const baseline = await load({ url: bare.url });
    await bare.stop();
    reads.push(row(`bare Fastify 5, same ${Math.round(body.length / 1024)} KB JSON (baseline), 20 connections`, baseline));
    // autocannon's offered rates come in bursts once a second, which measures its queue more than
    // the route; a few connections sending back to back show each read's own latency instead.
    for (const connections of [1, 4, 20]) {
      const result = await load({ url: `${url}${path}`, headers: owner, connections });
      reads.push(row(`${name}, ${connections} connection(s)`, result, connections === 20 ? baseline : undefined));
    }
  }

  // Stumps' batches of 50 visits at rising rates: every request new event ids.
  const serials = (await db.query(`SELECT serial_number FROM characters.characters WHERE serial_number LIKE 'BENCH-%'`)).rows.map(
    (r) => r.serial_number,
  );
  const batchBody = () =>
    JSON.stringify({
      visits: Array.from({ length: BATCH }, () => ({
        eventId: randomUUID(),
        serialNumber: serials[Math.floor(Math.random() * serials.length)],
        occurredAt: new Date().toISOString(),
      })),
    });
  const sampleReply = await post('/api/device/v1/visits', JSON.parse(batchBody()), { authorization: `ApiKey ${apiKey}` });
  const replyBare = await startBare(JSON.stringify(sampleReply));
  const batches = [];
  for (const connections of [1, 4, 20]) {
    const label = `${connections} connection(s)`;
    say(`visit batches, ${label}`);
    const common = {
      method: 'POST',
      connections,
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: batchBody() }) }],
    };
    const baseline = await load({ ...common, url: replyBare.url });
    const result = await load({
      ...common,
      url: `${url}/api/device/v1/visits`,
      headers: { 'content-type': 'application/json', authorization: `ApiKey ${apiKey}` },
    });
    batches.push(row(`bare Fastify 5, same POST (baseline), ${label}`, baseline, undefined, { 'visits/s': '' }));
    batches.push(
      row(`POST /api/device/v1/visits, ${label}`, result, baseline, {
        'visits/s': Math.round(result.requests.average * BATCH),
      }),
    );
  }
  const total = (await db.query(`SELECT count(*)::int AS n FROM characters.visits`)).rows[0].n;

  console.log(
    `\nSeeded ${CHARACTERS} characters and ${VISITS} visits in ${seedSeconds.toFixed(1)} s (server-side INSERT … SELECT).`,
  );
  console.log(`\nThe account page's reads, ${SECONDS} s each, autocannon:`);
  console.table(reads);
  console.log(`\nStumps' visit batches of ${BATCH}, ${SECONDS} s each, autocannon (${total} visits stored at the end):`);
  console.table(batches);
} finally {
  await Promise.all(bares.map((bare) => bare.stop()));
  await db.end().catch(() => undefined);
  await system.stop();
}
