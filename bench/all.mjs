// npm run bench: every bench in turn, each in a process of its own; stops at the first that fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = [
  'gateway-latency.mjs',
  'firmware.mjs',
  'characters.mjs',
  'marketing.mjs',
  'track.mjs',
  'analytics.mjs',
  'analytics-export.mjs',
  'host-badge.mjs',
  'fleet.mjs',
  'orders.mjs',
  'lighthouse.mjs',
  'fresh-start.mjs',
];

for (const bench of BENCHES) {
  const status = spawnSync(process.execPath, [fileURLToPath(new URL(bench, import.meta.url))], { stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}
