// npm run bench: throughput and latency of the gateway's routes under a standard load generator
// (autocannon, 50 connections), each beside a baseline measured in the same run on the same
// machine: a bare Fastify server serving the same product JSON, and a raw nats.js request/reply.
// Run after a build: node bench/gateway-latency.mjs [seconds-per-route] [connections]
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import autocannon from 'autocannon';
import { rpcClientFor, startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';
import { startBareFastify } from './bare-fastify-process.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const unlimited = '1000000';

function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function startChild(script, args) {
  const child = fork(script, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

const rows = [];
let withHeaders;
function row(label, result, baseline) {
  const rps = result.requests.average;
  const expected = result.non2xx === 0 || label.includes('401');
  rows.push({
    route: label,
    'req/s': Math.round(rps),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'x baseline': baseline ? (rps / baseline).toFixed(2) : '',
    'x bare+headers': withHeaders ? (rps / withHeaders).toFixed(2) : '',
    errors: result.errors + (expected ? 0 : result.non2xx),
  });
  return rps;
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
const bares = [];
try {
  const url = system.baseUrl;
  const bearer = await adminAuthorization(system);
  const productsJson = await (await fetch(`${url}/api/stripe/products`)).text();

  const bareServer = await startBareFastify(productsJson);
  bares.push(bareServer);
  const bareWithHeaders = await startBareFastify(productsJson, { withSecurityHeaders: true });
  bares.push(bareWithHeaders);
  children.push(await startChild(new URL('./nats-echo.mjs', import.meta.url).pathname, [system.settings.NATS_URL]));

  console.log(`${CONNECTIONS} connections, ${SECONDS} s per route, autocannon; gateway at ${url}\n`);
  const bare = row('bare Fastify 5, the same product JSON (baseline)', await load(bareServer.url));
  withHeaders = row("bare Fastify 5 plus the gateway's security headers", await load(bareWithHeaders.url), bare);
  row('gateway GET / (index.html)', await load(`${url}/`), bare);
  row('gateway GET /api/health/live', await load(`${url}/api/health/live`), bare);
  row('gateway GET /api/users/me without a token (401)', await load(`${url}/api/users/me`), bare);
  row('gateway GET /api/users/me with a token', await load(`${url}/api/users/me`, { headers: bearer }), bare);
  row('gateway GET /api/stripe/products', await load(`${url}/api/stripe/products`), bare);
  row(
    'gateway POST checkout (demo order written)',
    await load(`${url}/api/stripe/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ price: 'price_owl', quantity: 2 }] }),
    }),
    bare,
  );
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
  await Promise.all(bares.map((bare) => bare.stop()));
  await system.stop();
}
