// A vitals gate over a simulated fleet: boots a system of its own and runs `npm run fleet:sim`
// against it, rolling out a version whose stumps crash twice as often as on the version before,
// with a vitals gate; the simulator prints each phase and the halt with its reason, then each
// version's crashes per observed hour. The default crash rate, 0.004 a heartbeat on the new version
// and 0.002 on the old, is 0.24 and 0.12 crashes an observed hour at a heartbeat a minute (fewer
// when a loaded machine gets each stump's heartbeat in less often): crash-free hours of 78.7 %
// against 88.7 %, 10 points apart, judged after 300 hours, when a quarter of the stumps have run it
// for about 7 minutes.
// Run after a build: node bench/vitals-gate.mjs [stumps] [minutes] [crash-rate] [gate DROP:HOURS] [phases]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { startSystem } from '../libs/testing/dist/index.js';

const [stumps = '10000', minutes = '30', crashRate = '0.004', gate = '3:300', phases = '25,100'] = process.argv.slice(2);
const unlimited = '1000000';
const system = await startSystem({
  settings: {
    DEVICE_RATE_LIMIT: unlimited,
    LOGIN_RATE_LIMIT: unlimited,
    LOG_LEVEL: 'warn',
    FLEET_WATCH_EVERY_MS: '10000',
    RPC_TIMEOUT_MS: '30000',
  },
});
try {
  const sim = spawn(
    process.execPath,
    [
      'scripts/fleet-sim.mjs',
      ...['--url', system.baseUrl, '--stations', stumps, '--minutes', minutes, '--rollout', '--phases', phases],
      ...['--crash-version', 'rollout', '--crash-rate', crashRate, '--base-crash-rate', String(Number(crashRate) / 2)],
      ...['--vitals-gate', gate, '--concurrency', '16'],
    ],
    { stdio: 'inherit', env: { ...process.env, ADMIN_EMAIL: system.adminEmail, ADMIN_PASSWORD: system.adminPassword } },
  );
  await once(sim, 'exit');
} finally {
  await system.stop();
}
