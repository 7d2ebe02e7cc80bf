// Latency and throughput of the hot routes, through the real gateway, NATS and identity, on a
// database and NATS server made for this run. Bounded: a fixed number of requests per route.
// Run after a build: node bench/gateway-latency.mjs [requests-per-route] [concurrency]
import { startSystem } from '../libs/testing/dist/index.js';

const REQUESTS = Number(process.argv[2] ?? 2000);
const CONCURRENCY = Number(process.argv[3] ?? 16);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(label, makeRequest, count = REQUESTS) {
  const timings = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const t0 = performance.now();
        const res = await makeRequest();
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        timings.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const fmt = (ms) => `${ms.toFixed(2)} ms`.padStart(10);
  console.log(
    `${label.padEnd(38)} ${String(count).padStart(6)} req  ${(count / seconds).toFixed(0).padStart(6)} req/s` +
      `  p50${fmt(percentile(timings, 50))}  p95${fmt(percentile(timings, 95))}  p99${fmt(percentile(timings, 99))}` +
      (failures ? `  FAILURES ${failures}` : ''),
  );
}

const unlimited = '1000000';
const system = await startSystem({
  settings: {
    LOGIN_RATE_LIMIT: unlimited,
    LOGIN_ADDRESS_RATE_LIMIT: unlimited,
    REGISTER_RATE_LIMIT: unlimited,
    CHECKOUT_RATE_LIMIT: unlimited,
    LOG_LEVEL: 'warn',
  },
});
try {
  const url = system.baseUrl;
  const json = (body, token) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const login = await (
    await fetch(`${url}/api/auth/login`, json({ email: system.adminEmail, password: system.adminPassword }))
  ).json();
  const auth = { headers: { authorization: `Bearer ${login.token}` } };
  for (let i = 0; i < 50; i++) {
    await fetch(
      `${url}/api/auth/register`,
      json({ displayName: `Bench ${i}`, email: `bench-${i}@example.test`, password: 'bench-password' }),
    );
  }

  console.log(`gateway at ${url}, ${CONCURRENCY} concurrent clients\n`);
  await measure('GET / (web app)', () => fetch(`${url}/`));
  await measure('GET /api/health', () => fetch(`${url}/api/health`));
  await measure('GET /api/users/me (token + RPC)', () => fetch(`${url}/api/users/me`, auth));
  await measure('GET /api/users (admin, 51 users)', () => fetch(`${url}/api/users`, auth));
  await measure('GET /api/stripe/products (built-in)', () => fetch(`${url}/api/stripe/products`));
  await measure('POST checkout (built-in, demo order)', () =>
    fetch(
      `${url}/api/stripe/create-checkout-session`,
      json({
        items: [
          { price: 'price_owl', quantity: 2 },
          { price: 'price_bunny', quantity: 1 },
        ],
      }),
    ),
  );
  // argon2id hashing dominates login by design; fewer requests keep the run short.
  await measure(
    'POST /api/auth/login (argon2id)',
    () => fetch(`${url}/api/auth/login`, json({ email: system.adminEmail, password: system.adminPassword })),
    Math.min(REQUESTS, 200),
  );
} finally {
  await system.stop();
}
