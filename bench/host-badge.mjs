// A host's badge (GET /api/hosts/portal/{token}/badge.svg) beside a static file of the same bytes
// served by a bare Fastify server (@fastify/static), both loaded with autocannon, 20 connections, in
// alternating rounds; the table gives each one's median and the ratio.
// Run after a build: node bench/host-badge.mjs [seconds-per-round] [rounds]
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';
import { loadWithP95 } from './load.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 3);
const say = (text) => process.stderr.write(`… ${text}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const system = await startSystem({ settings: { DEVICE_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' } });
const dir = mkdtempSync(join(tmpdir(), 'storystump-badge-'));
let bare;
try {
  const url = system.baseUrl;
  const admin = await adminAuthorization(system);
  const post = async (path, body, headers) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const station = await post(
    '/api/basestations',
    { base_id: 'bench-badge', friendly_name: 'Badge Wood', latitude: 52, longitude: -1 },
    admin,
  );
  const { apiKey } = await post('/api/apikeys/generate', { baseStationId: station._id }, admin);
  await post(
    '/api/device/v1/heartbeat',
    { runningVersion: 'v1', uptimeSeconds: 60, storiesPlayed: 1234 },
    { authorization: `ApiKey ${apiKey}` },
  );
  const host = await post(
    '/api/hosts',
    { name: 'Bench Park', email: 'bench-park@example.test', stationIds: [station._id] },
    admin,
  );
  const badgeUrl = `${url}/api/hosts/portal/${host.portalUrl.split('/host/')[1]}/badge.svg`;
  const svg = await (await fetch(badgeUrl)).text();
  writeFileSync(join(dir, 'badge.svg'), svg);

  const port = await freePort();
  const child = fork(new URL('./bare-static.mjs', import.meta.url).pathname, [String(port), dir], { stdio: 'ignore' });
  bare = child;
  await new Promise((resolve) => child.once('message', resolve));
  const staticUrl = `http://127.0.0.1:${port}/badge.svg`;

  const load = (target) => loadWithP95({ url: target, duration: SECONDS });
  say('warming up');
  await load(staticUrl);
  await load(badgeUrl);
  const rounds = { static: [], badge: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    say(`round ${round} of ${ROUNDS}`);
    rounds.static.push(await load(staticUrl));
    rounds.badge.push(await load(badgeUrl));
  }
  const figures = (results) => ({
    rps: median(results.map((r) => r.requests.average)),
    p99: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  });
  const base = figures(rounds.static);
  const badge = figures(rounds.badge);
  console.log(
    `\nHost badge beside a static file of the same ${svg.length} bytes (20 connections, median of ${ROUNDS} rounds of ${SECONDS} s)`,
  );
  console.table([
    {
      route: 'bare Fastify + @fastify/static, badge.svg (baseline)',
      'req/s': Math.round(base.rps),
      'p99 ms': base.p99,
      ratio: '1.00',
      errors: base.errors,
    },
    {
      route: 'GET /api/hosts/portal/{token}/badge.svg',
      'req/s': Math.round(badge.rps),
      'p99 ms': badge.p99,
      ratio: (badge.rps / base.rps).toFixed(2),
      errors: badge.errors,
    },
  ]);
} finally {
  bare?.kill();
  rmSync(dir, { recursive: true, force: true });
  await system.stop();
}
