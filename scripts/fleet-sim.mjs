// npm run fleet:sim -- --stations N --failure-rate P [--url http://localhost:3000] [--minutes M] [--rollout] [--config]
//   [--visits [--drift-rate P] [--offline-rate P] [--offline-minutes M]] [--rotate-keys [--old-key-rate P] [--old-key-minutes M]]
//   [--crash-version TAG|rollout --crash-rate P [--base-crash-rate P]] [--vitals-gate DROP:HOURS] [--phases 1,25,100]
// Simulated stumps against a running system (`npm start`): N stations with keys are enrolled as
// the admin (ADMIN_EMAIL and ADMIN_PASSWORD, else npm start's own), then each stump sends a
// heartbeat a minute and polls for firmware, fetching what it is offered in ranged halves and
// reporting each step; an update fails with probability P. Each stump also asks for its
// configuration (with the ETag of the one it holds) and reports the version it applied. With
// --rollout a small version is uploaded and rolled out to the simulated stations. With --config,
// once every stump holds its configuration, the fleet's defaults are changed and the time until
// 99 % of the stumps report the new version applied is printed. With --visits, each stump sends the
// visits of a few simulated characters every minute with its own clock's reading (`sentAt`); a
// share (--drift-rate) have clocks that drift, and a share (--offline-rate) go offline for
// --offline-minutes, keep their visits and come back with them late (watch the Fleet tab's
// "Clocks that drift"). With --rotate-keys, every stump rotates its own key at a random moment of
// the first half of the run (after enrolling) and switches to the successor, a share (--old-key-rate) only after up to
// --old-key-minutes, inside the grace window; a table of the heartbeats by key and those refused
// ends the run. Each heartbeat says why the stump last started (`update` after an update,
// `crash` after a crash) and its NFC read errors: a stump crashes with probability --crash-rate a
// heartbeat on --crash-version (`rollout`: the version --rollout rolls out) and --base-crash-rate on
// any other (the crashes per observed hour each version then had are printed at the end);
// --vitals-gate gives the rollout a vitals gate, and its phases and halt are printed.
// Progress is printed every few seconds.
import { parseArgs } from 'node:util';
import { eachLimited, enrolStumps, heartbeat, newTally, pollConfig, pollFirmware, uploadStoryVersion } from './lib/fleet-sim.mjs';
import { adminHeaders } from './lib/admin-sign-in.mjs';
import { giveClocks, isOffline, makeCharacters, visitsTick, visitTally } from './lib/fleet-sim-visits.mjs';
import { countRotatedBeat, keyRotationTally, planKeyRotations, rotationTable, rotationTick } from './lib/fleet-sim-keys.mjs';
import { describeObserved, parseVitalsGate, vitalsOf, watchRollout } from './lib/fleet-sim-vitals.mjs';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '100' },
    'failure-rate': { type: 'string', default: '0' },
    url: { type: 'string', default: process.env.PUBLIC_URL ?? 'http://localhost:3000' },
    minutes: { type: 'string', default: '10' },
    rollout: { type: 'boolean', default: false },
    config: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '32' },
    visits: { type: 'boolean', default: false },
    'drift-rate': { type: 'string', default: '0.1' },
    'offline-rate': { type: 'string', default: '0.1' },
    'offline-minutes': { type: 'string', default: '3' },
    'rotate-keys': { type: 'boolean', default: false },
    'old-key-rate': { type: 'string', default: '0.2' },
    'old-key-minutes': { type: 'string', default: '3' },
    'crash-version': { type: 'string' },
    'crash-rate': { type: 'string', default: '0' },
    'base-crash-rate': { type: 'string', default: '0' },
    'nfc-error-rate': { type: 'string', default: '0.01' },
    'vitals-gate': { type: 'string' },
    phases: { type: 'string' },
  },
});
const stations = Number(values.stations);
const failureRate = Number(values['failure-rate']);
if (!Number.isInteger(stations) || stations < 1) throw new Error('--stations must be a whole number of at least 1');
if (!(failureRate >= 0 && failureRate <= 1)) throw new Error('--failure-rate must be a number from 0 to 1 (0.2 is 20 %)');
const driftRate = Number(values['drift-rate']);
const offlineRate = Number(values['offline-rate']);
const offlineMinutes = Number(values['offline-minutes']);
if (!(driftRate >= 0 && driftRate <= 1)) throw new Error('--drift-rate must be a number from 0 to 1');
if (!(offlineRate >= 0 && offlineRate <= 1)) throw new Error('--offline-rate must be a number from 0 to 1');
if (!(offlineMinutes > 0)) throw new Error('--offline-minutes must be a number above 0');
const oldKeyRate = Number(values['old-key-rate']);
const oldKeyMinutes = Number(values['old-key-minutes']);
if (!(oldKeyRate >= 0 && oldKeyRate <= 1)) throw new Error('--old-key-rate must be a number from 0 to 1');
if (!(oldKeyMinutes >= 0)) throw new Error('--old-key-minutes must be a number of at least 0');
const crashRate = Number(values['crash-rate']);
const baseCrashRate = Number(values['base-crash-rate']);
const nfcErrorRate = Number(values['nfc-error-rate']);
for (const [name, rate] of [
  ['--crash-rate', crashRate],
  ['--base-crash-rate', baseCrashRate],
  ['--nfc-error-rate', nfcErrorRate],
]) {
  if (!(rate >= 0 && rate <= 1)) throw new Error(`${name} must be a number from 0 to 1 (a chance a heartbeat)`);
}
const vitalsGate = values['vitals-gate'] ? parseVitalsGate(values['vitals-gate']) : undefined;
const phases = values.phases?.split(',').map(Number);
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

const vitals = { crashVersion: values['crash-version'], crashRate, baseCrashRate, nfcErrorRate };
/** Each version's observed seconds and crashes, as the platform counts them. */
const observed = new Map();
const tally = { ...newTally(), ...(values.visits ? visitTally() : {}), ...(values['rotate-keys'] ? keyRotationTally() : {}) };
let lastBeat = 0;
let watched = null;
if (values.rollout) {
  // Every stump calls in once first, so the rollout knows the version they run (its gate's previous version).
  lastBeat = Date.now();
  await eachLimited(stumps, concurrency, (stump) => heartbeat(url, stump, tally, vitalsOf(stump, vitals, observed)));
  const tag = `sim-${Date.now().toString(36)}`;
  if (vitals.crashVersion === 'rollout') vitals.crashVersion = tag;
  const version = await uploadStoryVersion(url, admin, tag);
  const created = await fetch(`${url}/api/rollouts`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      versionId: version._id,
      stationIds: stumps.map((stump) => stump.stationId),
      ...(phases ? { phases } : {}),
      ...(vitalsGate ? { vitalsGate } : {}),
    }),
  });
  const rollout = await created.json();
  if (created.status !== 201) throw new Error(`rollout: ${created.status} ${JSON.stringify(rollout)}`);
  console.log(`Rollout ${rollout._id} of ${tag} started: watch it in the admin's Fleet tab.`);
  watched = watchRollout(url, admin, rollout._id);
}

const serials = values.visits ? await makeCharacters(url, admin, 20) : [];
if (values.visits) {
  giveClocks(stumps, { driftRate, offlineRate, offlineMs: offlineMinutes * 60_000 });
  const drifting = stumps.filter((stump) => stump.clockOffsetMs !== 0).length;
  const offline = stumps.filter((stump) => stump.offline).length;
  console.log(`Visits on: ${drifting} stumps with drifting clocks, ${offline} going offline for ${offlineMinutes} min.`);
}

const rotating = values['rotate-keys'];
if (rotating) {
  planKeyRotations(stumps, {
    withinMs: (deadline - Date.now()) / 2,
    oldKeyRate,
    oldKeyMs: oldKeyMinutes * 60_000,
  });
  console.log(
    `Key rotation on: every stump rotates its key, ${oldKeyRate * 100} % keep the old one for up to ${oldKeyMinutes} min.`,
  );
}

/** The change of the defaults being timed: its version, when it was made, and when 99 % had applied it. */
let configChange = null;
async function changeDefaults() {
  const current = await fetch(`${url}/api/config/defaults`, { headers: admin });
  const { config } = await current.json();
  const startedAt = Date.now();
  const changed = await fetch(`${url}/api/config/defaults`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ ...config, greeting: `Simulated greeting ${new Date(startedAt).toISOString().slice(11, 19)}` }),
  });
  const saved = await changed.json();
  if (changed.status !== 200) throw new Error(`config: ${changed.status} ${JSON.stringify(saved)}`);
  console.log(`Fleet defaults changed: version ${saved.version}.`);
  return { version: saved.version, startedAt, reachedAt: null, holding: 0 };
}
function noteConfigReach() {
  if (!configChange || configChange.reachedAt) return;
  if (configChange.holding < Math.ceil(stumps.length * 0.99)) return;
  configChange.reachedAt = Date.now();
  const seconds = ((configChange.reachedAt - configChange.startedAt) / 1000).toFixed(1);
  console.log(`Configuration version ${configChange.version} applied by 99 % of ${stumps.length} stumps in ${seconds} s.`);
}
const progress = setInterval(() => console.log(new Date().toISOString().slice(11, 19), JSON.stringify(tally)), 5000);
let stopped = false;
process.on('SIGINT', () => (stopped = true));
while (!stopped && Date.now() < deadline) {
  const beat = Date.now() - lastBeat >= 60_000;
  if (beat) lastBeat = Date.now();
  await eachLimited(stumps, concurrency, async (stump) => {
    if (values.visits) {
      // Out of reach, a stump still sees characters and keeps their visits; it calls nothing.
      if (beat) await visitsTick(url, stump, serials, tally);
      if (isOffline(stump)) return;
    }
    if (rotating) await rotationTick(url, stump, tally);
    if (beat) {
      const status = await heartbeat(url, stump, tally, vitalsOf(stump, vitals, observed));
      if (rotating) countRotatedBeat(stump, status, tally);
    }
    await pollFirmware(url, stump, failureRate, tally);
    const held = stump.configVersion;
    await pollConfig(url, stump, tally);
    if (configChange && held < configChange.version && stump.configVersion >= configChange.version) configChange.holding++;
    noteConfigReach();
  });
  if (values.config && !configChange && stumps.every((stump) => stump.configVersion > 0)) configChange = await changeDefaults();
  if (configChange?.reachedAt && !values.rollout) break;
  if (watched?.ended()) break;
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
clearInterval(progress);
watched?.stop();
console.log('Done:', JSON.stringify(tally));
if (rotating) console.table(rotationTable(stumps, tally));
for (const line of describeObserved(observed)) console.log(line);
