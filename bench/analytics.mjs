// Analytics at size, on loopback, everything on this one machine.
// 1. The tracker's POST /api/analytics/track at rising offered rates (autocannon), then flat out:
//    accepted events/s, p99, and after each step the events lost (accepted minus stored once the
//    analytics service has drained the stream) and the drain lag. Baselines: a bare Fastify server
//    answering the same POST, and raw JetStream publishes (nats.js, the same event, acknowledged).
// 2. The 30-day summary's p95 at 1.4M and at 10M events seeded by COPY and rolled up by the
//    service's own rollup, with no events pending and with 10k and 100k pending (stored since the
//    last rollup). Baselines: the raw COPY of the seed, and a bare Fastify server with the same JSON.
// Run after a build: node bench/analytics.mjs [seconds-per-step] [--small]
import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { openServiceDatabase, startSystem } from '../libs/testing/dist/index.js';
import { analyticsDatabase } from '../services/analytics/dist/src/database.js';
import { EventPartitions } from '../services/analytics/dist/src/events/event-partitions.js';
import { EventRollup } from '../services/analytics/dist/src/rollups/event-rollup.js';
import { adminAuthorization } from './admin-session.mjs';
import { startBareFastify } from './bare-fastify-process.mjs';
import { loadWithP95 } from './load.mjs';
import { seedEvents, timed } from './seed-events.mjs';
import { pageview, trackedPageviews } from './tracked-pageviews.mjs';

const args = process.argv.slice(2);
const SECONDS = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
const SMALL = args.includes('--small');
const RATES = [2_000, 5_000, 10_000, 15_000];
const SIZES = SMALL ? [100_000, 300_000] : [1_400_000, 10_000_000];
const TAILS = SMALL ? [0, 10_000] : [0, 10_000, 100_000];
const DAYS = 30;
const CONNECTIONS = 100;
const run = randomUUID().slice(0, 8);
const say = (text) => process.stderr.write(`… ${text}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The rollup is run by this script between the steps, so the pending events are the ones it seeds.
const system = await startSystem({
  settings: { TRACK_RATE_LIMIT: '100000000', ANALYTICS_ROLLUP_EVERY_MS: '86400000', LOG_LEVEL: 'warn' },
});
const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
await db.connect();
const typeorm = await openServiceDatabase(analyticsDatabase, system.settings.DATABASE_URL);
const nc = await connect({ servers: system.settings.NATS_URL });
const count = async (sql, params = []) => (await db.query(sql, params)).rows[0].n;

const bares = [];
const load = (options) => loadWithP95({ connections: CONNECTIONS, duration: SECONDS, ...options });
async function startBare(body) {
  const bare = await startBareFastify(body);
  bares.push(bare);
  return bare;
}

try {
  const admin = await adminAuthorization(system);

  // ---- 1. Ingestion -------------------------------------------------------------------------
  const track = trackedPageviews(`bench-${run}`);
  const stored = () => count(`SELECT count(*)::int AS n FROM analytics.events WHERE session_id LIKE $1`, [`bench-${run}-%`]);

  const ingestion = [];
  const bare = await startBare(JSON.stringify({ accepted: true }));
  say('bare Fastify, flat out');
  const baseline = await load({ ...track, url: bare.url });
  await bare.stop();
  ingestion.push({
    step: 'bare Fastify 5, same POST, flat out (baseline)',
    'offered/s': '',
    'accepted/s': Math.round(baseline.requests.average),
    'p99 ms': baseline.latency.p99,
    'x baseline': '',
    lost: '',
    'stored, answer cut off': '',
    'drain lag s': '',
    errors: baseline.errors + baseline.non2xx,
  });

  say('raw JetStream publishes, flat out');
  const raw = await rawJetStreamPublishes(nc, pageview(`bench-${run}`, 0));
  ingestion.push({
    step: `raw JetStream publish (nats.js, ${CONNECTIONS} in flight, acknowledged; baseline)`,
    'offered/s': '',
    'accepted/s': Math.round(raw.perSecond),
    'p99 ms': Number(raw.p99.toFixed(1)),
    'x baseline': '',
    lost: '',
    'stored, answer cut off': '',
    'drain lag s': '',
    errors: 0,
  });

  // Not reported: the gateway's first events open its JetStream handles and compile the route.
  say('track, warming up');
  const warmUp = await load({ ...track, url: `${system.baseUrl}/api/analytics/track`, duration: 2, overallRate: 1000 });
  let accepted = warmUp['2xx'];
  const warmedBy = performance.now() + 30_000;
  while ((await stored()) < accepted && performance.now() < warmedBy) await sleep(100);
  await sleep(1000);
  let storedBefore = await stored();
  for (const rate of [...RATES, undefined]) {
    const label = rate ? `${rate}/s offered` : 'flat out';
    say(`track, ${label}`);
    const result = await load({ ...track, url: `${system.baseUrl}/api/analytics/track`, ...(rate ? { overallRate: rate } : {}) });
    accepted += result['2xx'];
    const ended = performance.now();
    let stepStored = (await stored()) - storedBefore;
    while (stepStored < result['2xx'] && performance.now() - ended < 120_000) {
      await sleep(100);
      stepStored = (await stored()) - storedBefore;
    }
    const lag = (performance.now() - ended) / 1000;
    await sleep(1000); // events whose answers autocannon stopped waiting for as the step ended
    storedBefore = await stored();
    ingestion.push({
      step: `POST /api/analytics/track, ${label}`,
      'offered/s': rate ?? '',
      'accepted/s': Math.round(result['2xx'] / SECONDS),
      'p99 ms': result.latency.p99,
      'x baseline': (result['2xx'] / SECONDS / baseline.requests.average).toFixed(2),
      lost: Math.max(0, result['2xx'] - stepStored),
      'stored, answer cut off': Math.max(0, stepStored - result['2xx']),
      'drain lag s': lag.toFixed(1),
      errors: result.errors + result.non2xx,
    });
  }
  const duplicates = await count(
    `SELECT count(*)::int AS n FROM (SELECT id FROM analytics.events WHERE session_id LIKE $1 GROUP BY id HAVING count(*) > 1) d`,
    [`bench-${run}-%`],
  );
  await new EventRollup(typeorm).rollPending();

  // ---- 2. The 30-day summary at size ----------------------------------------------------------
  const today = new Date().toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(today) - (DAYS - 1) * 86_400_000);
  await new EventPartitions(typeorm).ensureFor([firstDay, new Date()]);
  const summaryUrl = `${system.baseUrl}/api/analytics/summary?startDate=${firstDay.toISOString().slice(0, 10)}&endDate=${today}`;
  const summaries = [];
  const seeding = [];
  let seeded = 0;
  for (const size of SIZES) {
    say(`seeding up to ${size} events over ${DAYS} days`);
    const copy = await seedEvents(db, size - seeded, firstDay, DAYS);
    seeded = size;
    const rolled = await timed(() => new EventRollup(typeorm).rollPending());
    await settlePending();
    seeding.push({
      events: size,
      'raw COPY rows/s (baseline)': Math.round(copy.rows / copy.copySeconds),
      'into events + pending rows/s': Math.round(copy.rows / copy.storeSeconds),
      'rollup events/s': Math.round(rolled.value.events / rolled.seconds),
      'rollup s': rolled.seconds.toFixed(1),
    });
    for (const tail of TAILS) {
      if (tail) await seedEvents(db, tail, new Date(Date.parse(today)), 1);
      const pending = await count(`SELECT count(*)::int AS n FROM analytics.pending_events`);
      const body = await (await fetch(summaryUrl, { headers: admin })).text();
      const { data } = JSON.parse(body);
      const bareSummary = await startBare(body);
      say(`summary at ${size} events, ${pending} pending`);
      const bareResult = await load({ url: bareSummary.url, connections: 1 });
      await bareSummary.stop();
      for (const connections of [1, 4]) {
        const result = await load({ url: summaryUrl, headers: admin, connections });
        summaries.push({
          events: size + tail,
          pending,
          connections,
          'req/s': Math.round(result.requests.average),
          'p95 ms': Number(result.p95.toFixed(1)),
          'p99 ms': result.latency.p99,
          'bare Fastify p95 ms (baseline)': connections === 1 ? Number(bareResult.p95.toFixed(1)) : '',
          'page views in answer': data.pageViews,
          errors: result.errors + result.non2xx,
        });
      }
      await new EventRollup(typeorm).rollPending();
      await settlePending();
      seeded += tail;
    }
  }

  console.log(`\nPOST /api/analytics/track, ${SECONDS} s a step, ${CONNECTIONS} connections, autocannon:`);
  console.table(ingestion);
  console.log(`${accepted} events accepted in all; ${duplicates} stored twice.`);
  console.log('\nSeeding (COPY into an unlogged table, then into the events and pending tables) and rolling up:');
  console.table(seeding);
  console.log(`\nGET /api/analytics/summary for ${DAYS} days, ${SECONDS} s each, autocannon:`);
  console.table(summaries);
} finally {
  await Promise.all(bares.map((bare) => bare.stop()));
  await nc.close().catch(() => undefined);
  await typeorm.destroy().catch(() => undefined);
  await db.end().catch(() => undefined);
  await system.stop();
}

/**
 * What autovacuum does to the pending events' table within a minute of a large rollup (its
 * thresholds are counts of rows): without it the next summaries scan the deleted backlog.
 */
async function settlePending() {
  await db.query('VACUUM ANALYZE analytics.pending_events');
}

/** Acknowledged publishes of one event to a stream of its own (the same storage), CONNECTIONS in flight. */
async function rawJetStreamPublishes(connection, body) {
  const jsm = await jetstreamManager(connection);
  const js = jetstream(connection);
  const name = `BENCH_RAW_${run}`;
  await jsm.streams.add({ name, subjects: [`bench.raw.${run}`], duplicate_window: 120_000_000_000 });
  const times = [];
  const until = performance.now() + SECONDS * 1000;
  const publisher = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await js.publish(`bench.raw.${run}`, body, { msgID: randomUUID() });
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, publisher));
  await jsm.streams.delete(name);
  times.sort((a, b) => a - b);
  return { perSecond: times.length / SECONDS, p99: times[Math.floor(times.length * 0.99)] };
}
