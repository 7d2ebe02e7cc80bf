// The dashboard's newer reads, at size, on this one machine.
// 1. GET /api/analytics/export of a day of 1M events (and of a day of 100k, to show the memory
//    does not follow the range): rows/s through the gateway beside a raw COPY ... TO STDOUT of the
//    same query in the same run, and the peak resident memory of the gateway and the analytics
//    processes while it streams (sampled from /proc every 50 ms) beside theirs before.
// 2. GET /api/analytics/realtime's p95 while the tracker's POST /api/analytics/track runs flat out,
//    beside the same route with no ingestion and a bare Fastify server answering the same JSON.
// Run after a build: node bench/analytics-export.mjs [events] [seconds]
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { openServiceDatabase, startSystem } from '../libs/testing/dist/index.js';
import { analyticsDatabase } from '../services/analytics/dist/src/database.js';
import { EventPartitions } from '../services/analytics/dist/src/events/event-partitions.js';
import { exportCopy } from '../services/analytics/dist/src/export/export-sql.js';
import { adminAuthorization } from './admin-session.mjs';
import { startBareFastify } from './bare-fastify-process.mjs';
import { loadWithP95 } from './load.mjs';
import { seedEvents } from './seed-events.mjs';

const args = process.argv.slice(2).filter((a) => /^\d+$/.test(a));
const EVENTS = Number(args[0] ?? 1_000_000);
const SECONDS = Number(args[1] ?? 10);
const ROUNDS = 3;
const say = (text) => process.stderr.write(`… ${text}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (kb) => Number((kb / 1024).toFixed(0));

const system = await startSystem({
  settings: { TRACK_RATE_LIMIT: '100000000', ANALYTICS_ROLLUP_EVERY_MS: '86400000', LOG_LEVEL: 'warn' },
});
const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
await db.connect();
const typeorm = await openServiceDatabase(analyticsDatabase, system.settings.DATABASE_URL);

/** Resident memory of a process, in kB, from /proc. */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0);
}

/** The highest resident memory of each named process while `work` runs. */
async function peakMemoryDuring(names, work) {
  const pids = names.map((name) => system.pidOf(name));
  const before = pids.map(rssOf);
  const peaks = [...before];
  const sampler = setInterval(() => pids.forEach((pid, i) => (peaks[i] = Math.max(peaks[i], rssOf(pid)))), 50);
  try {
    const value = await work();
    return { value, before, peaks };
  } finally {
    clearInterval(sampler);
  }
}

/** Bytes and lines of a stream, consumed as fast as it comes. */
function counter() {
  const counted = { bytes: 0, lines: 0 };
  const sink = new Writable({
    write(chunk, _encoding, done) {
      counted.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) counted.lines++;
      done();
    },
  });
  return { counted, sink };
}

async function rawCopy(day) {
  const { counted, sink } = counter();
  const started = performance.now();
  await pipeline(db.query(copyStreams.to(exportCopy(day, day))), sink);
  return { ...counted, seconds: (performance.now() - started) / 1000 };
}

async function throughGateway(day, admin) {
  const { counted, sink } = counter();
  const started = performance.now();
  const res = await fetch(`${system.baseUrl}/api/analytics/export?startDate=${day}&endDate=${day}`, { headers: admin });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  await pipeline(res.body, sink);
  return { ...counted, seconds: (performance.now() - started) / 1000 };
}

try {
  const admin = await adminAuthorization(system);
  const big = new Date(Date.UTC(2026, 0, 10));
  const small = new Date(Date.UTC(2026, 0, 12));
  await new EventPartitions(typeorm).ensureFor([big, small]);
  say(`seeding ${EVENTS} events on one day and ${EVENTS / 10} on another`);
  await seedEvents(db, EVENTS, big, 1);
  await seedEvents(db, EVENTS / 10, small, 1);
  await db.query('VACUUM ANALYZE analytics.events');

  // ---- 1. The export ---------------------------------------------------------------------------
  const exports = [];
  for (const [from, events] of [
    [small, EVENTS / 10],
    [big, EVENTS],
  ]) {
    const day = from.toISOString().slice(0, 10);
    say(`warming up, ${events} events`);
    await rawCopy(day);
    await throughGateway(day, admin);
    const raws = [];
    const gateways = [];
    for (let round = 0; round < ROUNDS; round++) {
      say(`export of ${events} events, round ${round + 1}`);
      raws.push(await rawCopy(day));
      gateways.push(await peakMemoryDuring(['gateway', 'analytics'], () => throughGateway(day, admin)));
    }
    const raw = median(raws.map((r) => (r.lines - 1) / r.seconds));
    const through = median(gateways.map((g) => (g.value.lines - 1) / g.value.seconds));
    const rows = gateways[0].value.lines - 1;
    exports.push({
      events,
      'raw COPY rows/s (baseline)': Math.round(raw),
      'export rows/s': Math.round(through),
      'x baseline': (through / raw).toFixed(2),
      'rows out': rows,
      MB: Number((gateways[0].value.bytes / 1e6).toFixed(1)),
      'gateway RSS MB before → peak': `${mb(median(gateways.map((g) => g.before[0])))} → ${mb(median(gateways.map((g) => g.peaks[0])))}`,
      'analytics RSS MB before → peak': `${mb(median(gateways.map((g) => g.before[1])))} → ${mb(median(gateways.map((g) => g.peaks[1])))}`,
    });
  }

  // ---- 2. Realtime while ingestion runs flat out --------------------------------------------
  const realtimeUrl = `${system.baseUrl}/api/analytics/realtime`;
  let sent = 0;
  const run = randomUUID().slice(0, 8);
  const track = {
    url: `${system.baseUrl}/api/analytics/track`,
    method: 'POST',
    connections: 100,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' },
    requests: [
      {
        setupRequest: (request) => {
          const n = sent++;
          const body = { type: 'pageview', sessionId: `now-${run}-${Math.floor(n / 5)}`, page: `/shop/${n % 40}` };
          return { ...request, body: JSON.stringify(body) };
        },
      },
    ],
  };
  const realtime = [];
  say('realtime, warming up');
  await loadWithP95({ url: realtimeUrl, headers: admin, connections: 4, duration: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    say(`realtime round ${round + 1}: alone, its bare twin, then under ingestion`);
    const body = await (await fetch(realtimeUrl, { headers: admin })).text();
    const bare = await startBareFastify(body);
    const bareResult = await loadWithP95({ url: bare.url, connections: 4, duration: SECONDS });
    await bare.stop();
    const alone = await loadWithP95({ url: realtimeUrl, headers: admin, connections: 4, duration: SECONDS });
    const [underLoad, ingestion] = await Promise.all([
      loadWithP95({ url: realtimeUrl, headers: admin, connections: 4, duration: SECONDS }),
      loadWithP95(track),
    ]);
    const inWindow = (
      await db.query(`SELECT count(*)::int AS n FROM analytics.events WHERE received_at > now() - interval '5 minutes'`)
    ).rows[0].n;
    realtime.push({ bareResult, alone, underLoad, ingestion, inWindow });
  }
  const p95 = (pick) => Number(median(realtime.map((r) => pick(r).p95)).toFixed(1));
  const perSecond = (pick) => Math.round(median(realtime.map((r) => pick(r).requests.average)));
  const rows = [
    {
      step: 'bare Fastify, the same JSON (baseline)',
      'req/s': perSecond((r) => r.bareResult),
      'p95 ms': p95((r) => r.bareResult),
    },
    { step: 'GET /api/analytics/realtime, no ingestion', 'req/s': perSecond((r) => r.alone), 'p95 ms': p95((r) => r.alone) },
    {
      step: 'GET /api/analytics/realtime, track flat out beside it',
      'req/s': perSecond((r) => r.underLoad),
      'p95 ms': p95((r) => r.underLoad),
    },
    {
      step: 'POST /api/analytics/track beside it (100 connections)',
      'req/s': perSecond((r) => r.ingestion),
      'p95 ms': p95((r) => r.ingestion),
    },
  ];

  console.log(`\nGET /api/analytics/export, median of ${ROUNDS} rounds (each beside its raw COPY), one day's events:`);
  console.table(exports);
  console.log(`\nGET /api/analytics/realtime, 4 connections, ${SECONDS} s a step, median of ${ROUNDS} rounds, autocannon:`);
  console.table(rows);
  console.log(`Events in the five-minute window at the end of the rounds: ${realtime.map((r) => r.inWindow).join(', ')}.`);
} finally {
  await typeorm.destroy().catch(() => undefined);
  await db.end().catch(() => undefined);
  await system.stop();
}
