// npm run fleet:sim -- --stations N --failure-rate P [--url http://localhost:3000] [--minutes M] [--rollout]
// Simulated stumps against a running system (`npm start`): N stations with keys are enrolled as
// the admin (ADMIN_EMAIL and ADMIN_PASSWORD, else npm start's own), then each stump sends a
// heartbeat a minute and polls for firmware, fetching what it is offered in ranged halves and
// reporting each step; an update fails with probability P. With --rollout a small version is
// uploaded and rolled out to the simulated stations. Progress is printed every few seconds.
import { parseArgs } from 'node:util';
import { eachLimited, enrolStumps, heartbeat, newTally, pollFirmware, uploadStoryVersion } from './lib/fleet-sim.mjs';
import { adminHeaders } from './lib/admin-sign-in.mjs';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '100' },
    'failure-rate': { type: 'string', default: '0' },
    url: { type: 'string', default: process.env.PUBLIC_URL ?? 'http://localhost:3000' },
    minutes: { type: 'string', default: '10' },
    rollout: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '32' },
  },
});
const stations = Number(values.stations);
const failureRate = Number(values['failure-rate']);
if (!Number.isInteger(stations) || stations < 1) throw new Error('--stations must be a whole number of at least 1');
if (!(failureRate >= 0 && failureRate <= 1)) throw new Error('--failure-rate must be a number from 0 to 1 (0.2 is 20 %)');
const url = values.url.replace(/\/$/, '');
const concurrency = Number(values.concurrency);
const deadline = Date.now() + Number(values.minutes) * 60_000;

const admin = await adminHeaders(
  url,
  process.env.ADMIN_EMAIL ?? 'admin@storystump.local',
  process.env.ADMIN_PASSWORD ?? 'storystump-admin',
);
console.log(`Enrolling ${stations} simulated stumps at ${url} …`);
const stumps = await enrolStumps(url, admin, stations, { concurrency });
console.log(`Enrolled ${stumps.length}. Failure rate ${failureRate * 100} %. Ctrl-C stops.`);

if (values.rollout) {
  const tag = `sim-${Date.now().toString(36)}`;
  const version = await uploadStoryVersion(url, admin, tag);
  const created = await fetch(`${url}/api/rollouts`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ versionId: version._id, stationIds: stumps.map((stump) => stump.stationId) }),
  });
  const rollout = await created.json();
  if (created.status !== 201) throw new Error(`rollout: ${created.status} ${JSON.stringify(rollout)}`);
  console.log(`Rollout ${rollout._id} of ${tag} started: watch it in the admin's Fleet tab.`);
}

const tally = newTally();
const progress = setInterval(() => console.log(new Date().toISOString().slice(11, 19), JSON.stringify(tally)), 5000);
let stopped = false;
process.on('SIGINT', () => (stopped = true));
let lastBeat = 0;
while (!stopped && Date.now() < deadline) {
  const beat = Date.now() - lastBeat >= 60_000;
  if (beat) lastBeat = Date.now();
  await eachLimited(stumps, concurrency, async (stump) => {
    if (beat) await heartbeat(url, stump, tally);
    await pollFirmware(url, stump, failureRate, tally);
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
clearInterval(progress);
console.log('Done:', JSON.stringify(tally));
