// The shop owner's and the family's order lists at 100,000 orders, p95 through the gateway beside
// a bare Fastify server answering the same bytes; then shoppers racing for the last items in
// stock: never oversold, with the orders made per second.
// Run after a build: node bench/orders.mjs [seconds] [orders]
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';
import { startBareFastify } from './bare-fastify-process.mjs';
import { loadWithP95 } from './load.mjs';
import { processCpuMicros } from './process-cpu.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const ORDERS = Number(process.argv[3] ?? 100_000);
const MINE = 120;
const IN_STOCK = 100;
const SHOPPERS = 600;
const P95_GOAL_MS = 50;
const unlimited = '1000000';
const say = (text) => process.stderr.write(`… ${text}\n`);

const system = await startSystem({
  settings: { CHECKOUT_RATE_LIMIT: unlimited, REGISTER_RATE_LIMIT: unlimited, LOGIN_RATE_LIMIT: unlimited, LOG_LEVEL: 'warn' },
});
const bares = [];
const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
try {
  const url = system.baseUrl;
  const admin = await adminAuthorization(system);
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      displayName: 'Bench Family',
      email: `bench-${randomUUID().slice(0, 8)}@example.test`,
      password: 'acorns-and-oak',
    }),
  });
  const family = { authorization: `Bearer ${(await registered.json()).token}` };
  const familyId = (await (await fetch(`${url}/api/users/me`, { headers: family })).json())._id;

  say(`seeding ${ORDERS} orders`);
  await db.connect();
  const seedStarted = performance.now();
  await db.query(
    `INSERT INTO catalog.orders (id, source, status, user_id, customer_email, total_amount, currency, created_at, refunded_at)
     SELECT gen_random_uuid(), 'demo', s.status, CASE WHEN g <= $2 THEN $3::uuid END, 'bench-' || g || '@example.test',
            2499 * (1 + g % 3), 'gbp', now() - (g * interval '5 minutes'), CASE WHEN s.status = 'refunded' THEN now() END
       FROM generate_series(1, $1) g,
            LATERAL (SELECT CASE WHEN g % 50 = 0 THEN 'refunded' WHEN g % 20 = 0 THEN 'expired' ELSE 'paid' END AS status) s`,
    [ORDERS, MINE, familyId],
  );
  await db.query(
    `INSERT INTO catalog.order_lines (id, order_id, product_id, price_id, product_name, unit_amount, quantity)
     SELECT gen_random_uuid(), o.id, 'prod_owl', 'price_owl', 'Owl', 2499, o.total_amount / 2499 FROM catalog.orders o`,
  );
  // Vacuumed now, so autovacuum does not run through the first measurements.
  await db.query('VACUUM ANALYZE catalog.orders, catalog.order_lines');
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const load = (options) => loadWithP95({ duration: SECONDS, ...options });
  const pids = { gateway: system.pidOf('gateway'), catalog: system.pidOf('catalog') };
  const cpuNow = () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processCpuMicros(pid)]));
  const cpuPerRequest = (before, after, requests) =>
    Object.fromEntries(
      Object.keys(pids).map((name) => [
        `${name} CPU µs/req`,
        before[name] === null ? '' : Math.round((after[name] - before[name]) / Math.max(1, requests)),
      ]),
    );
  const row = (name, result, baseline, cpu = {}) => ({
    route: name,
    'req/s': Math.round(result.requests.average),
    'p95 ms': Number(result.p95.toFixed(1)),
    'p99 ms': result.latency.p99,
    ...cpu,
    'goal p95 ms': Object.keys(cpu).length ? `≤ ${P95_GOAL_MS}` : '',
    'x baseline req/s': baseline ? (result.requests.average / baseline.requests.average).toFixed(2) : '',
    errors: result.errors + result.non2xx,
  });
  const reads = [];
  for (const [name, path, headers] of [
    ['GET /api/orders (admin, newest 50)', '/api/orders', admin],
    ['GET /api/orders?status=refunded (admin, 50)', '/api/orders?status=refunded', admin],
    ['GET /api/orders?before=… (admin, a page deep in the list)', null, admin],
    [`GET /api/orders/mine?limit=50 (${MINE} of the family's, newest 50)`, '/api/orders/mine?limit=50', family],
  ]) {
    const deep =
      path ?? `/api/orders?before=${encodeURIComponent(new Date(Date.now() - (ORDERS / 2) * 5 * 60_000).toISOString())}`;
    const body = await (await fetch(`${url}${deep}`, { headers })).text();
    const bare = await startBareFastify(body);
    bares.push(bare);
    say(name);
    const baseline = await load({ url: bare.url });
    await bare.stop();
    await loadWithP95({ url: `${url}${deep}`, headers, duration: 2 }); // warm-up, not counted
    reads.push(row(`bare Fastify, same ${Math.round(body.length / 1024)} KB JSON (baseline), 20 connections`, baseline));
    for (const connections of [1, 4, 20]) {
      const cpuBefore = cpuNow();
      const result = await load({ url: `${url}${deep}`, headers, connections });
      const cpu = cpuPerRequest(cpuBefore, cpuNow(), result.requests.total);
      reads.push(row(`${name}, ${connections} connection(s)`, result, connections === 20 ? baseline : undefined, cpu));
    }
  }

  say(`${SHOPPERS} shoppers racing for the last ${IN_STOCK} owls`);
  const stocked = await fetch(`${url}/api/products/prod_owl/stock`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ stock: IN_STOCK }),
  });
  if (stocked.status !== 200) throw new Error(`stock: ${stocked.status}`);
  const outcomes = { bought: 0, refused: 0, other: 0 };
  const raceStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next++ < SHOPPERS) {
        const res = await fetch(`${url}/api/stripe/create-checkout-session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ items: [{ price: 'price_owl', quantity: 1 }] }),
        });
        await res.arrayBuffer();
        if (res.status === 200) outcomes.bought++;
        else if (res.status === 409) outcomes.refused++;
        else outcomes.other++;
      }
    }),
  );
  const raceSeconds = (performance.now() - raceStarted) / 1000;
  const { rows } = await db.query(`SELECT stock AS left FROM catalog.product_stock WHERE product_id = 'prod_owl'`);

  console.log(`\nSeeded ${ORDERS} orders (${MINE} of one family) in ${seedSeconds.toFixed(1)} s (server-side INSERT … SELECT).`);
  console.log(`\nOrder lists, ${SECONDS} s each after a warm-up, autocannon:`);
  console.table(reads);
  console.log(`\nCheckout under contention: ${SHOPPERS} shoppers, 50 at once, for ${IN_STOCK} owls in stock:`);
  console.table([
    {
      'orders made': outcomes.bought,
      refused: outcomes.refused,
      'other answers': outcomes.other,
      'stock left': rows[0].left,
      oversold: outcomes.bought > IN_STOCK || rows[0].left < 0 ? 'YES' : 'no',
      'checkouts/s': Math.round(SHOPPERS / raceSeconds),
      'orders/s (whole race)': Math.round(outcomes.bought / raceSeconds),
      seconds: raceSeconds.toFixed(1),
    },
  ]);
} finally {
  await Promise.all(bares.map((bare) => bare.stop()));
  await db.end().catch(() => undefined);
  await system.stop();
}
