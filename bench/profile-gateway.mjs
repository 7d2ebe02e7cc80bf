// Where the gateway's time goes under load: starts the system with the gateway sampled by the
// inspector's profiler, loads the routes given (autocannon, 50 connections), writes the profile and
// prints the functions with the most self time.
// Run after a build: node bench/profile-gateway.mjs [seconds] /path [auth:/path ...] [track]
// (auth: signs in as the admin first and sends the token; track posts page views to
// /api/analytics/track, with no rate limit).
// The .cpuprofile opens in Chrome's DevTools (Performance) or speedscope.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';
import { trackedPageviews } from './tracked-pageviews.mjs';

const [seconds = '10', ...paths] = process.argv.slice(2);
const routes = paths.length > 0 ? paths : ['/', '/api/health/live'];
const dir = mkdtempSync(join(tmpdir(), 'storystump-profile-'));
const preload = new URL('./cpu-profiler.mjs', import.meta.url).pathname;

const system = await startSystem({
  settings: { LOG_LEVEL: 'warn', TRACK_RATE_LIMIT: '1000000000' },
  processSettings: { gateway: { NODE_OPTIONS: `--import ${preload}`, PROFILE_DIR: dir, PROFILE_NAME: 'gateway' } },
});
// The gateway ends itself once its profile is written: stopping the system may then find it gone.
let gatewayEnded = false;
try {
  const headers = routes.some((route) => route.startsWith('auth:')) ? await adminAuthorization(system) : {};
  for (const route of routes) {
    const path = route === 'track' ? '/api/analytics/track' : route.replace(/^auth:/, '');
    const result = await autocannon({
      url: `${system.baseUrl}${path}`,
      connections: route === 'track' ? 100 : 50,
      duration: Number(seconds),
      headers: route.startsWith('auth:') ? headers : {},
      ...(route === 'track' ? trackedPageviews('profile') : {}),
    });
    console.log(`${path}: ${Math.round(result.requests.average)} req/s (sampled, so slower than unprofiled)`);
  }
  const pid = system.pidOf('gateway');
  process.kill(pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  gatewayEnded = true;
  const file = join(
    dir,
    readdirSync(dir).find((name) => name.endsWith('.cpuprofile')),
  );
  printTop(JSON.parse(readFileSync(file, 'utf8')));
  console.log(`\nprofile: ${file}`);
} finally {
  await system.stop().catch((error) => (gatewayEnded ? undefined : Promise.reject(error)));
}

function printTop(profile, count = 40) {
  const self = new Map();
  const total = profile.samples.length;
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/main\//, '')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (counts.get(node.id) ?? 0));
  }
  const rows = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([where, samples]) => ({ '% self': ((100 * samples) / total).toFixed(1), where }));
  console.table(rows);
}
