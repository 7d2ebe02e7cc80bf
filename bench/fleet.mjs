// The fleet at scale. Heartbeats: the rate the device route sustains with p99 ≤ 50 ms, each request
// from one of 10,000 stumps' keys, beside a bare Fastify POST in the same run (the baseline's
// fastest rate) and the database's own rate of one upsert committed a request. Rollouts over
// those 10,000 simulated stumps through the real device route: one with 1 % failures that
// completes, one with 20 % that halts in its first phase, each timed.
// Run after a build: node bench/fleet.mjs [stumps] [seconds-per-rate]
import autocannon from 'autocannon';
import { startSystem } from '../libs/testing/dist/index.js';
import { eachLimited, enrolStumps, heartbeat, newTally, pollFirmware, uploadStoryVersion } from '../scripts/lib/fleet-sim.mjs';
import { adminAuthorization } from './admin-session.mjs';
import { startBareFastify } from './bare-fastify-process.mjs';
import { rawRowWrites } from './raw-row-writes.mjs';

const STUMPS = Number(process.argv[2] ?? 10_000);
const SECONDS = Number(process.argv[3] ?? 10);
const P99_GOAL_MS = 50;
const STUMPS_GOAL = 100_000;
const unlimited = '1000000';

const system = await startSystem({
  settings: { DEVICE_RATE_LIMIT: unlimited, LOGIN_RATE_LIMIT: unlimited, LOG_LEVEL: 'warn' },
});
let bare;
try {
  const url = system.baseUrl;
  const admin = await adminAuthorization(system);
  const enrolStarted = performance.now();
  const stumps = await enrolStumps(url, admin, STUMPS, { prefix: 'bench', concurrency: 32 });
  console.log(
    `Enrolled ${STUMPS} stumps (a station and a key each) in ${((performance.now() - enrolStarted) / 1000).toFixed(1)} s`,
  );

  // Heartbeats, each from the next stump's key, at rising rates; the baseline gets the same body.
  const body = (index) =>
    JSON.stringify({
      runningVersion: 'v0',
      uptimeSeconds: 60 + index,
      batteryPercent: 80,
      temperatureC: 9.5,
      signalDbm: -70,
      storiesPlayed: 1,
    });
  bare = await startBareFastify(JSON.stringify({ recorded: true }));
  const load = (target, rate, options = {}) =>
    new Promise((resolve, reject) =>
      autocannon(
        { url: target, connections: 50, duration: SECONDS, ...(rate ? { overallRate: rate } : {}), ...options },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
  let next = 0;
  const heartbeats = {
    method: 'POST',
    setupRequest: (request) => {
      const stump = stumps[next++ % stumps.length];
      return {
        ...request,
        headers: { ...request.headers, authorization: `ApiKey ${stump.apiKey}`, 'content-type': 'application/json' },
        body: body(next),
      };
    },
  };
  // Steady state: each key has called in once (the gateway knows whom it belongs to), and warm.
  const warmed = newTally();
  await eachLimited(stumps, 32, (stump) => heartbeat(url, stump, warmed));
  await load(`${url}/api/device/v1/heartbeat`, undefined, { requests: [heartbeats] });
  const baseline = await load(bare.url, undefined, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(0),
  });
  const database = await rawRowWrites(system.settings.DATABASE_URL, { seconds: SECONDS, keys: STUMPS });
  const rows = [
    {
      target: 'bare Fastify POST (baseline), as fast as it goes',
      'req/s': Math.round(baseline.requests.average),
      'p99 ms': baseline.latency.p99,
      errors: baseline.errors + baseline.non2xx,
    },
    {
      target: 'raw pg: one row upserted and committed a request (baseline), 50 clients',
      'req/s': Math.round(database.rate),
      'p99 ms': Number(database.p99.toFixed(1)),
      errors: 0,
    },
  ];
  let sustained = 0;
  for (const rate of [500, 1000, 1250, 1667, 2500, undefined]) {
    const result = await load(`${url}/api/device/v1/heartbeat`, rate, { requests: [heartbeats] });
    const achieved = result.requests.average;
    const holds = result.latency.p99 <= P99_GOAL_MS && result.errors + result.non2xx === 0 && (!rate || achieved >= rate * 0.95);
    if (holds) sustained = Math.max(sustained, achieved);
    rows.push({
      target: `POST /api/device/v1/heartbeat, ${rate ? `${rate} req/s offered` : 'as fast as it goes'}`,
      'req/s': Math.round(achieved),
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`\nHeartbeats from ${STUMPS} keys, 50 connections, ${SECONDS} s per rate, autocannon:`);
  console.table(rows);
  console.table([
    {
      'sustained at p99 ≤ 50 ms (req/s)': Math.round(sustained),
      'bare Fastify POST (req/s)': Math.round(baseline.requests.average),
      ratio: (sustained / baseline.requests.average).toFixed(2),
      'raw pg upserts (req/s)': Math.round(database.rate),
      'ratio to raw pg': (sustained / database.rate).toFixed(2),
      'goal ratio': '≥ 0.5',
      'stumps at one heartbeat a minute': Math.round(sustained * 60),
      'goal stumps': `≥ ${STUMPS_GOAL}`,
    },
  ]);

  // Rollouts through the device route: every stump polls, fetches what it is offered, reports.
  const rollout = async (failureRate) => {
    const tag = `bench-${Math.round(failureRate * 100)}pc-${Date.now().toString(36)}`;
    const version = await uploadStoryVersion(url, admin, tag);
    const started = performance.now();
    const created = await fetch(`${url}/api/rollouts`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ versionId: version._id, stationIds: stumps.map((stump) => stump.stationId), minSample: 100 }),
    });
    const { _id: id } = await created.json();
    if (created.status !== 201) throw new Error(`rollout: ${created.status}`);
    const tally = newTally();
    let state;
    let rounds = 0;
    do {
      rounds++;
      const waiting = stumps.filter((stump) => stump.running !== tag && stump.failedTag !== tag);
      await eachLimited(waiting, 64, async (stump) => {
        if ((await pollFirmware(url, stump, failureRate, tally)) === 'failure') stump.failedTag = tag;
      });
      state = await (await fetch(`${url}/api/rollouts/${id}`, { headers: admin })).json();
    } while (state.status === 'running' && rounds < 50);
    // Its stations are free for the next rollout only once it has ended.
    if (state.status !== 'completed') await fetch(`${url}/api/rollouts/${id}/cancel`, { method: 'POST', headers: admin });
    return {
      rollout: `${STUMPS} stumps, ${failureRate * 100} % failing, phases ${state.phases.join('/')} %, threshold ${state.failureThreshold} %, minSample 100`,
      status: state.status,
      'ended in phase': state.phase + 1,
      seconds: ((performance.now() - started) / 1000).toFixed(1),
      updated: state.counts.success,
      failed: state.counts.failure,
      'never offered': state.counts.pending,
      'poll rounds': rounds,
      'device errors': tally.errors,
      ...(state.haltReason ? { reason: state.haltReason } : {}),
    };
  };
  console.log('\nRollouts through the device route (64 stumps at once):');
  for (const failureRate of [0.01, 0.2]) console.table([await rollout(failureRate)]);
} finally {
  await bare?.stop();
  await system.stop();
}
