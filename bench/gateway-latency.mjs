// npm run bench: throughput and latency of the gateway's routes under a standard load generator
// (autocannon, 50 connections), each beside baselines measured in the same run on the same machine:
// a bare Fastify server serving the same product JSON, the same bare server sending the gateway's
// very answer to that route (its twin: same status, headers and body, so the ratio to it is the
// gateway's own cost, not its answer's), and a raw nats.js request/reply.
// The machine is shared and its speed drifts within a run, so each route is loaded in ROUNDS
// rounds, each right after the bare server and the twin, and the table gives the medians: the
// ratios are of loads seconds apart, not minutes. Beside req/s, each row gives the CPU time the
// serving process spent per request (from /proc): unlike req/s it hardly moves with the machine's
// other load, and "x ... by CPU" is the req/s ratio the route would have if the server alone were busy.
// Run after a build: node bench/gateway-latency.mjs [seconds-per-load] [connections] [rounds]
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import autocannon from 'autocannon';
import { rpcClientFor, startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';
import { startBareFastify } from './bare-fastify-process.mjs';
import { processCpuMicros } from './process-cpu.mjs';
import { recordAnswer } from './recorded-answer.mjs';

const SECONDS = Number(process.argv[2] ?? 3);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const ROUNDS = Number(process.argv[4] ?? 3);
const WARM_UP_SECONDS = 2;
const unlimited = '1000000';

/** autocannon's result, with the CPU time the serving process (`pid`) spent per request, in µs. */
async function load(url, options = {}, pid = undefined) {
  const cpuBefore = processCpuMicros(pid);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
  const cpuAfter = processCpuMicros(pid);
  return { ...result, cpuPerRequest: cpuBefore === null ? NaN : (cpuAfter - cpuBefore) / result.requests.total };
}

function startChild(script, args) {
  const child = fork(script, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

const rows = [];
const baselineRounds = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A route loaded ROUNDS times, each right after the bare server and the route's twin (`twin`: the
 * bare server sending the route's own answer, in process `twinPid`). First an unmeasured load: a
 * fresh process compiles its hot code and grows its heap in the first seconds under load, and the
 * figures are of a process that has settled, as a serving one has.
 */
async function paired(label, url, options, { bare, twin, twinPid }, pid) {
  await load(url, { ...options, duration: WARM_UP_SECONDS });
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const plain = await load(bare.url, {}, bare.pid);
    const same = await load(twin, options, twinPid);
    const result = await load(url, options, pid);
    rounds.push({ plain, same, result, rps: result.requests.average });
  }
  const middle = [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)];
  const expected = (result) => result.non2xx === 0 || label.includes('401');
  const ratio = (of) => median(rounds.map((r) => of(r))).toFixed(2);
  rows.push({
    route: label,
    'req/s': Math.round(middle.rps),
    'p50 ms': middle.result.latency.p50,
    'p99 ms': middle.result.latency.p99,
    'x baseline': ratio((r) => r.rps / r.plain.requests.average),
    'x same answer': ratio((r) => r.rps / r.same.requests.average),
    'CPU µs/req': median(rounds.map((r) => r.result.cpuPerRequest)).toFixed(1),
    'x baseline by CPU': ratio((r) => r.plain.cpuPerRequest / r.result.cpuPerRequest),
    'x same answer by CPU': ratio((r) => r.same.cpuPerRequest / r.result.cpuPerRequest),
    errors: rounds.reduce((sum, r) => sum + r.result.errors + (expected(r.result) ? 0 : r.result.non2xx), 0),
  });
  baselineRounds.push(...rounds.map((r) => r.plain));
}

/** Request/reply round trips one after another: the time of one hop, without queueing. */
async function roundTrips(ask, count = 3000) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await ask();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(count / 2)], p99: times[Math.floor(count * 0.99)] };
}

const system = await startSystem({
  settings: {
    LOGIN_RATE_LIMIT: unlimited,
    LOGIN_ADDRESS_RATE_LIMIT: unlimited,
    REGISTER_RATE_LIMIT: unlimited,
    CHECKOUT_RATE_LIMIT: unlimited,
    LOG_LEVEL: 'warn',
  },
});
const children = [];
let bareServer;
try {
  const url = system.baseUrl;
  const productsJson = await (await fetch(`${url}/api/stripe/products`)).text();
  const bearer = await adminAuthorization(system);
  const routes = [
    { label: 'gateway GET / (the home page)', path: '/' },
    { label: 'gateway GET /api/health/live', path: '/api/health/live' },
    { label: 'gateway GET /api/users/me without a token (401)', path: '/api/users/me' },
    { label: 'gateway GET /api/users/me with a token', path: '/api/users/me', options: { headers: bearer } },
    { label: 'gateway GET /api/stripe/products', path: '/api/stripe/products' },
    {
      label: 'gateway POST checkout (demo order written)',
      path: '/api/stripe/create-checkout-session',
      options: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ price: 'price_owl', quantity: 2 }] }),
      },
    },
  ];
  const sameAnswers = [];
  for (const route of routes) sameAnswers.push(await recordAnswer(`${url}${route.path}`, route.options));
  bareServer = await startBareFastify(productsJson, { sameAnswers });
  children.push(await startChild(new URL('./nats-echo.mjs', import.meta.url).pathname, [system.settings.NATS_URL]));

  console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route, autocannon; gateway at ${url}\n`);
  const gatewayPid = system.pidOf('gateway');
  const twinOf = (index) => ({ bare: bareServer, twin: bareServer.sameUrls[index], twinPid: bareServer.pid });
  await load(bareServer.url, { duration: WARM_UP_SECONDS });
  // The twins of a page and of an API answer by themselves: what the answers' headers cost any server.
  await paired("bare Fastify 5 sending the gateway's answer to GET /", bareServer.sameUrls[0], {}, twinOf(0), bareServer.pid);
  await paired(
    "bare Fastify 5 sending the gateway's answer to GET /api/health/live",
    bareServer.sameUrls[1],
    {},
    twinOf(1),
    bareServer.pid,
  );
  for (const [index, route] of routes.entries()) {
    await paired(route.label, `${url}${route.path}`, route.options ?? {}, twinOf(index), gatewayPid);
  }
  rows.unshift({
    route: 'bare Fastify 5 serving the product JSON (baseline)',
    'req/s': Math.round(median(baselineRounds.map((r) => r.requests.average))),
    'p50 ms': median(baselineRounds.map((r) => r.latency.p50)),
    'p99 ms': median(baselineRounds.map((r) => r.latency.p99)),
    ...Object.fromEntries(['x baseline', 'x same answer'].map((column) => [column, ''])),
    'CPU µs/req': median(baselineRounds.map((r) => r.cpuPerRequest)).toFixed(1),
    ...Object.fromEntries(['x baseline by CPU', 'x same answer by CPU'].map((column) => [column, ''])),
    errors: baselineRounds.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  });
  console.table(rows);

  // One NATS hop: raw nats.js request/reply beside the gateway's own client asking identity.
  const nc = await connect({ servers: system.settings.NATS_URL });
  const raw = await roundTrips(() => nc.request('bench.echo', 'x', { timeout: 2000 }));
  await nc.close();
  const rpc = rpcClientFor(system.settings, 'bench');
  const adminId = JSON.parse(Buffer.from(bearer.authorization.split('.')[1], 'base64url').toString()).sub;
  const hop = await roundTrips(() => rpc.send('identity.users.access', { requestId: randomUUID() }, { id: adminId }));
  const bareHop = await roundTrips(() => rpc.send('identity.tokens.verification-key', { requestId: randomUUID() }, undefined));
  await rpc.close();
  console.log('\nOne NATS request/reply, one after another (ms):');
  console.table([
    { hop: 'raw nats.js request/reply (baseline)', p50: raw.p50.toFixed(3), p99: raw.p99.toFixed(3), 'x baseline': '' },
    {
      hop: "gateway's RpcClient -> identity, an answer from memory (verification key)",
      p50: bareHop.p50.toFixed(3),
      p99: bareHop.p99.toFixed(3),
      'x baseline': (bareHop.p50 / raw.p50).toFixed(2),
    },
    {
      hop: "gateway's RpcClient -> identity.users.access (PostgreSQL read)",
      p50: hop.p50.toFixed(3),
      p99: hop.p99.toFixed(3),
      'x baseline': (hop.p50 / raw.p50).toFixed(2),
    },
  ]);
} finally {
  for (const child of children) child.kill();
  await bareServer?.stop();
  await system.stop();
}
