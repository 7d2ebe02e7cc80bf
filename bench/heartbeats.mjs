// The device route at a national fleet's pace: 250,000 stumps (stations and keys seeded in one SQL
// statement) each calling in once a minute, 4,200 heartbeats a second at a fixed rate (autocannon,
// latencies corrected for coordinated omission), three rounds, each right after its baseline: a bare
// Fastify server in a process of its own answering the same POST at the same rate. Every stump has
// called in once before the rounds (the steady state: the gateway knows its key). Afterwards the
// database is read: every acknowledged heartbeat's state must have landed (each station's last
// uptime at least the last one acknowledged to it, a health sample for each acknowledged heartbeat).
// Run after a build: node bench/heartbeats.mjs [stumps] [rate] [seconds-per-round] [rounds]
// With PROFILE_DIR set, the gateway and devices are sampled (bench/cpu-profiler.mjs) from start to
// end, and the functions with the most self time in each are printed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startSystem } from '../libs/testing/dist/index.js';
import { startBareFastify } from './bare-fastify-process.mjs';
import { startHeartbeatFloor } from './heartbeat-floor/start.mjs';
import { processCpuMicros } from './process-cpu.mjs';

const [stumpsArg, rateArg, secondsArg, roundsArg] = process.argv.slice(2);
const STUMPS = Number(stumpsArg ?? 250_000);
const RATE = Number(rateArg ?? 4_200);
const SECONDS = Number(secondsArg ?? 20);
const ROUNDS = Number(roundsArg ?? 3);
const CONNECTIONS = 200;
const P99_GOAL_MS = 100;
const say = (text) => process.stderr.write(`… ${text}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The n-th stump's key, as `newApiKey` shapes one; the database holds only its sha256. */
const keyOf = (n) => `ssk_${createHash('sha256').update(`bench-stump-${n}`).digest('base64url')}`;

const PROFILE_DIR = process.env.PROFILE_DIR;
const PROFILED = ['gateway', 'devices'];
const profiled = (name) => ({
  NODE_OPTIONS: `--import ${new URL('./cpu-profiler.mjs', import.meta.url).pathname}`,
  PROFILE_DIR,
  PROFILE_NAME: name,
});
const system = await startSystem({
  settings: { LOG_LEVEL: 'warn' },
  ...(PROFILE_DIR ? { processSettings: Object.fromEntries(PROFILED.map((name) => [name, profiled(name)])) } : {}),
});
const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
await db.connect();
let bare;
let floor;
try {
  let started = performance.now();
  await db.query(
    `WITH made AS (
       SELECT n, gen_random_uuid() AS station_id,
         'ssk_' || translate(rtrim(encode(sha256(convert_to('bench-stump-' || n, 'UTF8')), 'base64'), '='), '+/', '-_') AS key
       FROM generate_series(0, $1::int - 1) AS n),
     stations AS (
       INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
       SELECT station_id, 'hb-' || n, 'Heartbeat stump ' || n, 49.9 + (n % 1000) * 0.009, -5.7 + (n / 1000) * 0.027 FROM made)
     INSERT INTO devices.api_keys (id, key_hash, prefix, base_station_id)
     SELECT gen_random_uuid(), encode(sha256(convert_to(key, 'UTF8')), 'hex'), left(key, 12), station_id FROM made`,
    [STUMPS],
  );
  say(`seeded ${STUMPS} stations with keys in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const authorizations = Array.from({ length: STUMPS }, (_, n) => `ApiKey ${keyOf(n)}`);

  // Each heartbeat's uptime is its place in the whole run: the last one acknowledged to a stump is
  // the highest it was answered 200 for, and what its station must show.
  let sent = 0;
  const acknowledged = new Int32Array(STUMPS).fill(-1);
  let acknowledgedCount = 0;
  // The floor's heartbeats take their uptimes from the same count, so a station's uptime only grows.
  let floorAcknowledged = 0;
  const setupRequest = (request, context) => {
    const seq = sent++;
    context.stump = seq % STUMPS;
    context.seq = seq;
    return {
      ...request,
      headers: { ...request.headers, authorization: authorizations[context.stump], 'content-type': 'application/json' },
      body: JSON.stringify({
        runningVersion: 'v1.0.0',
        uptimeSeconds: seq,
        batteryPercent: 40 + (seq % 60),
        temperatureC: 9.5,
        signalDbm: -70,
        storiesPlayed: 1,
      }),
    };
  };
  const heartbeats = {
    method: 'POST',
    setupRequest,
    onResponse(status, _body, context) {
      if (status !== 200) return;
      acknowledged[context.stump] = Math.max(acknowledged[context.stump], context.seq);
      acknowledgedCount++;
    },
  };
  const floorHeartbeats = {
    method: 'POST',
    setupRequest,
    onResponse(status) {
      if (status === 200) floorAcknowledged++;
    },
  };
  const load = (url, options) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
    );
  const heartbeatUrl = `${system.baseUrl}/api/device/v1/heartbeat`;

  // The steady state: every stump has called in once (as fast as it goes), so the gateway knows its key.
  started = performance.now();
  const warm = await load(heartbeatUrl, { amount: STUMPS, requests: [heartbeats] });
  // Every key is asked of devices here, as after a gateway's restart.
  say(
    `every stump called in once: ${Math.round(STUMPS / ((performance.now() - started) / 1000))} req/s, ` +
      `p99 ${warm.latency.p99} ms, ${warm.errors + warm.non2xx} errors, load average ${loadavg()[0].toFixed(1)}`,
  );

  bare = await startBareFastify(JSON.stringify({ recorded: true }));
  floor = await startHeartbeatFloor({ natsUrl: system.settings.NATS_URL, databaseUrl: system.settings.DATABASE_URL });
  const bareBody = JSON.stringify({ runningVersion: 'v1.0.0', uptimeSeconds: 1, batteryPercent: 80, temperatureC: 9.5 });
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const baseline = await load(bare.url, {
      duration: SECONDS,
      overallRate: RATE,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: authorizations[0] },
      body: bareBody,
    });
    const floorBefore = cpuNow();
    const floorRun = await load(floor.url, { duration: SECONDS, overallRate: RATE, requests: [floorHeartbeats] });
    const floorCpu = cpuUsed(floorBefore, cpuNow());
    const before = cpuNow();
    const route = await load(heartbeatUrl, { duration: SECONDS, overallRate: RATE, requests: [heartbeats] });
    const cpu = cpuUsed(before, cpuNow());
    // Others may share the machine: the load it was under is part of the figure.
    const load1 = loadavg()[0];
    rounds.push({ baseline, floor: floorRun, floorCpu, route, cpu, load1 });
    say(
      `round ${round}: route ${Math.round(route.requests.average)} req/s p99 ${route.latency.p99} ms, ` +
        `floor ${Math.round(floorRun.requests.average)} req/s p99 ${floorRun.latency.p99} ms, ` +
        `bare ${Math.round(baseline.requests.average)} req/s p99 ${baseline.latency.p99} ms, load average ${load1.toFixed(1)}`,
    );
  }

  // Every acknowledged heartbeat's state, read back from the database once the last batch has committed.
  const { rows } = await db.query(
    `SELECT (substr(b.base_id, 4))::int AS n, s.uptime_seconds,
       (SELECT count(*)::int FROM devices.health_samples h WHERE h.station_id = b.id) AS samples
     FROM devices.base_stations b LEFT JOIN devices.station_status s ON s.station_id = b.id
     WHERE b.base_id LIKE 'hb-%'`,
  );
  let stale = 0;
  let samples = 0;
  for (const row of rows) {
    samples += row.samples;
    if (acknowledged[row.n] >= 0 && !(row.uptime_seconds >= acknowledged[row.n])) stale++;
  }

  const figure = (pick) => median(rounds.map(pick));
  const routeRate = figure((r) => r.route.requests.average);
  const bareRate = figure((r) => r.baseline.requests.average);
  const floorRate = figure((r) => r.floor.requests.average);
  const routeP99 = figure((r) => r.route.latency.p99);
  console.log(
    `\nPOST /api/device/v1/heartbeat from ${STUMPS.toLocaleString('en-GB')} stumps' keys at ${RATE.toLocaleString('en-GB')} ` +
      `req/s offered, ${CONNECTIONS} connections, ${SECONDS} s a round, median of ${ROUNDS} rounds (autocannon):`,
  );
  console.table([
    {
      target: 'bare Fastify POST (baseline)',
      'req/s': Math.round(bareRate),
      'p50 ms': figure((r) => r.baseline.latency.p50),
      'p99 ms': figure((r) => r.baseline.latency.p99),
      errors: figure((r) => r.baseline.errors + r.baseline.non2xx),
    },
    {
      target: 'floor: bare front, raw NATS, batched PostgreSQL (baseline)',
      'req/s': Math.round(floorRate),
      'p50 ms': figure((r) => r.floor.latency.p50),
      'p99 ms': figure((r) => r.floor.latency.p99),
      errors: figure((r) => r.floor.errors + r.floor.non2xx),
    },
    {
      target: 'POST /api/device/v1/heartbeat',
      'req/s': Math.round(routeRate),
      'p50 ms': figure((r) => r.route.latency.p50),
      'p99 ms': routeP99,
      errors: figure((r) => r.route.errors + r.route.non2xx),
    },
  ]);
  console.log(
    "CPU per heartbeat answered, by process (median of the rounds; NATS's and Redis's are the machine's; " +
      "the floor's front and writer stand where the gateway and devices do):",
  );
  const perHeartbeat = (cpu, run, name) => Math.round(figure((r) => r[cpu][name] / r[run].requests.total));
  const floorPart = { gateway: 'floor front', devices: 'floor writer' };
  const floorProcesses = Object.values(floorPart);
  console.table(
    Object.fromEntries(
      Object.keys(rounds[0].cpu)
        .filter((name) => !floorProcesses.includes(name))
        .map((name) => [
          name,
          {
            'µs a heartbeat': perHeartbeat('cpu', 'route', name),
            'floor µs a heartbeat': perHeartbeat('floorCpu', 'floor', floorPart[name] ?? name),
          },
        ]),
    ),
  );
  // Each run's machine: the route's without the idle floor, the floor's without the idle gateway and devices.
  const totalCpu = (cpu, run, leftOut) =>
    figure(
      (r) =>
        Object.entries(r[cpu])
          .filter(([name]) => !leftOut.includes(name))
          .reduce((total, [, micros]) => total + micros, 0) / r[run].requests.total,
    );
  const holds =
    routeRate >= RATE * 0.98 && routeP99 <= P99_GOAL_MS && stale === 0 && samples >= acknowledgedCount + floorAcknowledged;
  console.table([
    {
      'rate / bare': (routeRate / bareRate).toFixed(2),
      'rate / floor': (routeRate / floorRate).toFixed(2),
      'machine CPU a heartbeat / floor': (
        totalCpu('cpu', 'route', floorProcesses) / totalCpu('floorCpu', 'floor', Object.keys(floorPart))
      ).toFixed(2),
      'load average': rounds.map((r) => r.load1.toFixed(1)).join(', '),
      'stumps at one a minute': Math.round(routeRate * 60).toLocaleString('en-GB'),
      goal: `≥ ${(RATE * 60).toLocaleString('en-GB')}, p99 ≤ ${P99_GOAL_MS} ms`,
      acknowledged: acknowledgedCount,
      'acknowledged by the floor': floorAcknowledged,
      'health samples stored': samples,
      'stations behind an acknowledged heartbeat': stale,
      holds: holds ? 'yes' : 'NO',
    },
  ]);
  if (!holds) process.exitCode = 1;
  if (PROFILE_DIR) await printProfiles();
} finally {
  await bare?.stop();
  await floor?.stop();
  await db.end();
  // A profiled process ends itself once its profile is written: stopping the system may then find it gone.
  await system.stop().catch((error) => (PROFILE_DIR ? undefined : Promise.reject(error)));
}

/** Has each profiled process write its profile, and prints where each spent its time. */
async function printProfiles() {
  const pids = PROFILED.map((name) => system.pidOf(name));
  for (const pid of pids) process.kill(pid, 'SIGUSR2');
  // Each ends once its profile is written, which takes seconds on a loaded machine.
  const running = (pid) => {
    try {
      return process.kill(pid, 0);
    } catch {
      return false;
    }
  };
  for (let waited = 0; pids.some(running) && waited < 120; waited++) await new Promise((resolve) => setTimeout(resolve, 500));
  for (const name of PROFILED) {
    const file = readdirSync(PROFILE_DIR).find((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.cpuprofile'));
    if (!file) continue;
    console.log(`\n${name} (${join(PROFILE_DIR, file)}), the functions with the most self time:`);
    console.table(topSelfTime(JSON.parse(readFileSync(join(PROFILE_DIR, file), 'utf8'))));
  }
}

function topSelfTime(profile, count = 30) {
  const hits = new Map();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const self = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(?=gateway|services|libs)/, '')}:${lineNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + (hits.get(node.id) ?? 0));
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([where, samples]) => ({ '% self': ((100 * samples) / profile.samples.length).toFixed(1), where }));
}

/** CPU µs used so far by each process that shares the machine in this bench, by name. */
function cpuNow() {
  // pgrep ends with status 1 when no process has the name: none is then counted.
  const backendsOf = (database) =>
    spawnSync('pgrep', ['-f', `postgres: .* ${database} `], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
  const pidsOf = (name) => spawnSync('pgrep', ['-x', name], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
  const of = (pids) => new Map(pids.filter(Boolean).map((pid) => [pid, processCpuMicros(pid) ?? 0]));
  const usage = process.cpuUsage();
  return {
    'load generator': new Map([[process.pid, usage.user + usage.system]]),
    gateway: of([system.pidOf('gateway')]),
    devices: of([system.pidOf('devices')]),
    'floor front': of([floor?.pids.front]),
    'floor writer': of([floor?.pids.writer]),
    // This database's own backends, not every database's on the machine.
    postgres: of(backendsOf(new URL(system.settings.DATABASE_URL).pathname.slice(1))),
    'nats-server': of(pidsOf('nats-server')),
    'redis-server': of(pidsOf('redis-server')),
  };
}

/** CPU µs each named process used between two readings (a process that ended meanwhile is not counted). */
function cpuUsed(before, after) {
  return Object.fromEntries(
    Object.entries(after).map(([name, pids]) => [
      name,
      [...pids].reduce((total, [pid, micros]) => total + micros - (before[name]?.get(pid) ?? 0), 0),
    ]),
  );
}
