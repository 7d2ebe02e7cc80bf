import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startBareFastify } from './bare-fastify-process.mjs';
import { loadWithP95 } from './load.mjs';
import { processCpuMicros } from './process-cpu.mjs';
import { trackedPageviews } from './tracked-pageviews.mjs';
import { startTrackFloor } from './track-floor/start.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The rounds of POST /api/analytics/track on a running system: `trackRound` loads the route and
 * counts the events lost (accepted but not stored once the analytics service has drained the
 * stream); `bareRound` loads a bare Fastify server in a process of its own answering the same POST
 * 202 with no work; `floorRound` loads the route's floor (track-floor/server.mjs: the route's own
 * work with the gateway's code, none of its machinery) and counts its events lost likewise. Each
 * answers its accepted/s, p99 and where the machine's CPU went. `end()` closes its database client.
 */
export async function trackRounds(system, { connections = 100 } = {}) {
  const run = randomUUID().slice(0, 8);
  const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  const trackUrl = `${system.baseUrl}/api/analytics/track`;
  const track = trackedPageviews(`track-${run}`);
  const floorEvents = trackedPageviews(`floor-${run}`);
  const storedOf = (prefix) => async () =>
    (await db.query(`SELECT count(*)::int AS n FROM analytics.events WHERE session_id LIKE $1`, [`${prefix}-${run}-%`])).rows[0]
      .n;

  /** CPU µs used so far by each process that shares the machine in this bench, by name and pid. */
  function cpuNow(extra = {}) {
    // pgrep ends with status 1 when no process has the name: none is then counted.
    const pidsOf = (name) =>
      spawnSync('pgrep', ['-x', name], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
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

  /** A load of a server that stores the events it accepts; the floor's CPU is counted when named. */
  async function storingRound({ url, events, stored, seconds, floorPid }) {
    const extra = floorPid ? { floor: floorPid } : {};
    const storedBefore = await stored();
    const before = cpuNow(extra);
    const result = await loadWithP95({ ...events, url, connections, duration: seconds });
    const used = cpuUsed(before, cpuNow(extra));
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

  return {
    trackUrl,
    track,
    /** One load of the track route; accepted/s, p99 and the events lost once the stream has drained. */
    trackRound: (seconds) => storingRound({ url: trackUrl, events: track, stored: storedOf('track'), seconds }),
    /** One load of the route's floor, in a process of its own started for the round. */
    async floorRound(seconds) {
      const floor = await startTrackFloor({
        natsUrl: system.settings.NATS_URL,
        redisUrl: system.settings.REDIS_URL,
        redisPrefix: system.settings.REDIS_PREFIX,
      });
      try {
        // A fresh process is warmed up first, as the gateway was by the rounds before.
        await loadWithP95({ ...floorEvents, url: floor.url, connections, duration: 3 });
        return await storingRound({
          url: floor.url,
          events: floorEvents,
          stored: storedOf('floor'),
          seconds,
          floorPid: floor.pid,
        });
      } finally {
        await floor.stop();
      }
    },
    async bareRound(seconds) {
      const bare = await startBareFastify(JSON.stringify({ accepted: true }), { status: 202 });
      try {
        const before = cpuNow({ 'bare Fastify': bare.pid });
        const result = await loadWithP95({ ...track, url: bare.url, connections, duration: seconds });
        const used = cpuUsed(before, cpuNow({ 'bare Fastify': bare.pid }));
        const perSecond = result['2xx'] / seconds;
        return { perSecond, p99: result.latency.p99, errors: result.errors + result.non2xx, used, cpu: shares(used, seconds) };
      } finally {
        await bare.stop();
      }
    },
    end: () => db.end().catch(() => undefined),
  };
}

/** CPU µs a request cost the named process, from the median of the rounds' totals. */
export const cpuPerRequest = (rounds, name, seconds) => median(rounds.map((r) => r.used[name] / (r.perSecond * seconds)));

/**
 * The sustained figures: a 5 s warm-up flat out, then `rounds` rounds of `seconds`, each the bare
 * server's, then the floor's, right before the route's. Answers the rounds, the medians and the
 * CPU µs an event cost the gateway beside what a request cost the bare server and an event the floor.
 */
export async function sustainedTrack(rounds, { seconds, count, say = () => undefined }) {
  say('warming up: 5 s flat out');
  await rounds.trackRound(5);
  const bares = [];
  const floors = [];
  const tracks = [];
  for (let round = 1; round <= count; round += 1) {
    say(`round ${round}: bare Fastify, the floor, then track, ${seconds} s each`);
    bares.push(await rounds.bareRound(seconds));
    floors.push(await rounds.floorRound(seconds));
    tracks.push(await rounds.trackRound(seconds));
  }
  const rateOf = (of) => median(of.map((r) => r.perSecond));
  const p99Of = (of) => median(of.map((r) => r.p99));
  const sum = (of, field) => of.reduce((total, r) => total + r[field], 0);
  return {
    bares,
    floors,
    tracks,
    bareRate: rateOf(bares),
    floorRate: rateOf(floors),
    trackRate: rateOf(tracks),
    bareP99: p99Of(bares),
    floorP99: p99Of(floors),
    trackP99: p99Of(tracks),
    lost: sum(tracks, 'lost'),
    errors: sum(tracks, 'errors'),
    floorLost: sum(floors, 'lost'),
    floorErrors: sum(floors, 'errors'),
    bareCpu: cpuPerRequest(bares, 'bare Fastify', seconds),
    floorCpu: cpuPerRequest(floors, 'floor', seconds),
    gatewayCpu: cpuPerRequest(tracks, 'gateway', seconds),
  };
}
