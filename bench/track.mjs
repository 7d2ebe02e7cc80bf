// POST /api/analytics/track under sustained load, as the system runs with npm start (the rollup on
// its schedule): 100 connections flat out, 15 s a round after a 5 s warm-up, three rounds, each
// right after the baseline, a bare Fastify server in a process of its own answering the same POST
// 202 with no work. Prints the medians, the ratio of each to its baseline, the events lost
// (accepted but not stored once the analytics service has drained the stream) and where the two
// cores went (CPU seconds per process over the round). Before the rounds, a 5 s run after a light
// warm-up shows what a short run measures.
// Run after a build: node bench/track.mjs [seconds-per-round] [rounds]
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startSystem } from '../libs/testing/dist/index.js';
import { startBareFastify } from './bare-fastify-process.mjs';
import { loadWithP95 } from './load.mjs';
import { processCpuMicros } from './process-cpu.mjs';
import { trackedPageviews } from './tracked-pageviews.mjs';

const [secondsArg, roundsArg] = process.argv.slice(2).filter((a) => /^\d+$/.test(a));
const SECONDS = Number(secondsArg ?? 15);
const ROUNDS = Number(roundsArg ?? 3);
const CONNECTIONS = 100;
const run = randomUUID().slice(0, 8);
const say = (text) => process.stderr.write(`… ${text}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const system = await startSystem({ settings: { TRACK_RATE_LIMIT: '100000000', LOG_LEVEL: 'warn' } });
const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
await db.connect();
const trackUrl = `${system.baseUrl}/api/analytics/track`;
const track = trackedPageviews(`track-${run}`);
const stored = async () =>
  (await db.query(`SELECT count(*)::int AS n FROM analytics.events WHERE session_id LIKE $1`, [`track-${run}-%`])).rows[0].n;

/** CPU µs used so far by each process that shares the machine in this bench, by name and pid. */
function cpuNow(extra = {}) {
  // pgrep ends with status 1 when no process has the name: none is then counted.
  const pidsOf = (name) => spawnSync('pgrep', ['-x', name], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
  const of = (pids) => new Map(pids.filter(Boolean).map((pid) => [pid, processCpuMicros(pid) ?? 0]));
  const usage = process.cpuUsage();
  return {
    'load generator': new Map([[process.pid, usage.user + usage.system]]),
    gateway: of([system.pidOf('gateway')]),
    analytics: of([system.pidOf('analytics')]),
    postgres: of(pidsOf('postgres')),
    'nats-server': of(pidsOf('nats-server')),
    'redis-server': of(pidsOf('redis-server')),
    ...Object.fromEntries(Object.entries(extra).map(([name, pid]) => [name, of([pid])])),
  };
}

/** CPU µs each named process used between two readings (a process that ended meanwhile is not counted). */
const cpuUsed = (before, after) =>
  Object.fromEntries(
    Object.entries(after).map(([name, pids]) => [
      name,
      [...pids].reduce((total, [pid, micros]) => total + micros - (before[name]?.get(pid) ?? 0), 0),
    ]),
  );
const shares = (used, seconds) =>
  Object.fromEntries(Object.entries(used).map(([name, micros]) => [name, `${Math.round(micros / 1e4 / seconds)}%`]));

/** One load of the track route; accepted/s, p99 and the events lost once the stream has drained. */
async function trackRound(seconds) {
  const storedBefore = await stored();
  const before = cpuNow();
  const result = await loadWithP95({ ...track, url: trackUrl, connections: CONNECTIONS, duration: seconds });
  const used = cpuUsed(before, cpuNow());
  const drainedBy = performance.now() + 120_000;
  let stepStored = (await stored()) - storedBefore;
  while (stepStored < result['2xx'] && performance.now() < drainedBy) {
    await sleep(200);
    stepStored = (await stored()) - storedBefore;
  }
  await sleep(1000); // events whose answers autocannon stopped waiting for as the round ended
  return {
    perSecond: result['2xx'] / seconds,
    p99: result.latency.p99,
    lost: Math.max(0, result['2xx'] - ((await stored()) - storedBefore)),
    errors: result.errors + result.non2xx,
    used,
    cpu: shares(used, seconds),
  };
}

async function bareRound(seconds) {
  const bare = await startBareFastify(JSON.stringify({ accepted: true }), { status: 202 });
  try {
    const before = cpuNow({ 'bare Fastify': bare.pid });
    const result = await loadWithP95({ ...track, url: bare.url, connections: CONNECTIONS, duration: seconds });
    const used = cpuUsed(before, cpuNow({ 'bare Fastify': bare.pid }));
    const perSecond = result['2xx'] / seconds;
    return { perSecond, p99: result.latency.p99, errors: result.errors + result.non2xx, used, cpu: shares(used, seconds) };
  } finally {
    await bare.stop();
  }
}

try {
  const rows = [];
  const cpuRows = [];

  say('a short run, as a 5 s step after a light warm-up measures');
  await loadWithP95({ ...track, url: trackUrl, connections: CONNECTIONS, duration: 2, overallRate: 1000 });
  const shortBare = await bareRound(5);
  const short = await trackRound(5);
  rows.push({
    load: 'short: 5 s after a 2 s warm-up at 1,000/s',
    'bare 202/s': Math.round(shortBare.perSecond),
    'track/s': Math.round(short.perSecond),
    'x bare': (short.perSecond / shortBare.perSecond).toFixed(2),
    'bare p99 ms': shortBare.p99,
    'track p99 ms': short.p99,
    'p99 x bare': (short.p99 / shortBare.p99).toFixed(2),
    lost: short.lost,
    errors: short.errors,
  });
  cpuRows.push({ round: 'short, track', ...short.cpu });

  say('warming up: 5 s flat out');
  await trackRound(5);
  const bares = [];
  const tracks = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    say(`round ${round}: bare Fastify, then track, ${SECONDS} s each`);
    bares.push(await bareRound(SECONDS));
    tracks.push(await trackRound(SECONDS));
    cpuRows.push({ round: `${round}, bare`, ...bares.at(-1).cpu });
    cpuRows.push({ round: `${round}, track`, ...tracks.at(-1).cpu });
  }
  const bareRate = median(bares.map((b) => b.perSecond));
  const trackRate = median(tracks.map((t) => t.perSecond));
  const bareP99 = median(bares.map((b) => b.p99));
  const trackP99 = median(tracks.map((t) => t.p99));
  rows.push({
    load: `sustained: ${SECONDS} s after a 5 s warm-up (median of ${ROUNDS})`,
    'bare 202/s': Math.round(bareRate),
    'track/s': Math.round(trackRate),
    'x bare': (trackRate / bareRate).toFixed(2),
    'bare p99 ms': bareP99,
    'track p99 ms': trackP99,
    'p99 x bare': (trackP99 / bareP99).toFixed(2),
    lost: tracks.reduce((total, t) => total + t.lost, 0),
    errors: tracks.reduce((total, t) => total + t.errors, 0),
  });

  console.log(`\nPOST /api/analytics/track, ${CONNECTIONS} connections, autocannon, Node ${process.versions.node}:`);
  console.table(rows);
  console.log('\nCPU per process over each round (100% = one core; the machine has two):');
  console.table(cpuRows);

  // CPU µs a request costs each process, from the median rounds' totals.
  const perRequest = (rounds, name) => median(rounds.map((r) => r.used[name] / (r.perSecond * SECONDS)));
  const bareServer = perRequest(bares, 'bare Fastify');
  const bareLoad = perRequest(bares, 'load generator');
  const gateway = perRequest(tracks, 'gateway');
  const storing = ['analytics', 'postgres', 'nats-server', 'redis-server'].reduce(
    (total, name) => total + perRequest(tracks, name),
    0,
  );
  const ceilingWith = (gatewayMicros) => 2e6 / (gatewayMicros + bareLoad + storing);
  const asCheapAsBare = ceilingWith(bareServer);
  const free = ceilingWith(0);
  console.log(
    `\nCPU µs a request: bare Fastify ${bareServer.toFixed(0)}, gateway ${gateway.toFixed(0)}, ` +
      `load generator ${bareLoad.toFixed(0)}, storing and counting the event (analytics, PostgreSQL, NATS, ` +
      `Redis) ${storing.toFixed(0)}.\n` +
      `With the load generator and the storing on the same two cores, the most events/s they leave room for:\n` +
      `  were the gateway as cheap as the bare server: ${Math.round(asCheapAsBare)} (${(asCheapAsBare / bareRate).toFixed(2)}× bare)\n` +
      `  were the gateway free: ${Math.round(free)} (${(free / bareRate).toFixed(2)}× bare)`,
  );
} finally {
  await db.end().catch(() => undefined);
  await system.stop();
}
