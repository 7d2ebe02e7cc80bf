// npm run chaos [one|two]: steady mixed load on a system of its own, on NATS, Redis and PostgreSQL
// servers of its own (loopback only; the machine's are never touched), while faults come one at a
// time: kill -9 of each service and of the gateway, then restarts of NATS, Redis and PostgreSQL, with
// one instance per service; then kill -9 of one of two instances of each service. A killed process is
// started again at once, as a supervisor would. Prints, per fault, the client errors by status and
// the time until every kind of request succeeded again, then the acknowledged writes found stored
// (lost, duplicated), mails included, and anything the consumers set aside as a dead letter. Last, with one instance per service, Redis is restarted
// without its data, and every job schedule must run again within a minute. Exits 1 when a goal is
// missed. Run after a build.
import { SERVICE_NAMES } from '@storystump/contracts';
import { deadLettersOf, describeDeadLetter, launchSystem, startIsolatedInfrastructure } from '@storystump/testing';
import { faultRow, settled } from './chaos/fault-report.mjs';
import { startMailCatcher } from './chaos/mail-catcher.mjs';
import { jobSchedulesIn, schedulesRunAgain } from './chaos/job-schedules.mjs';
import { MixedLoad } from './chaos/mixed-load.mjs';
import { storedWrites, tally } from './chaos/stored-writes.mjs';
import { prepareWorld } from './chaos/world.mjs';

const RECOVERY_GOAL_S = 5;
const SCHEDULE_GOAL_MS = 60_000;
const EMPTY_REDIS = 'restart Redis empty';
const RECIPIENTS = 150;
const MAIL_DELAY_MS = 15;
const SETTLE_LIMIT_MS = 30_000;
const STEADY_MS = 2_000;
const modes = process.argv[2] ? [process.argv[2]] : ['one', 'two'];
const unlimited = '1000000000';
const say = (text) => process.stderr.write(`… ${text}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function faultsFor(mode, system, infra) {
  const killed = (name) => async () => {
    await system.stopProcess(name, 'SIGKILL');
    system.startProcess(name);
  };
  const restarted = (server) => async () => {
    await server.pause();
    await server.resume();
  };
  const kills = [...SERVICE_NAMES, ...(mode === 'one' ? ['gateway'] : [])].map((name) => ({
    name: mode === 'one' ? `kill -9 ${name}` : `kill -9 ${name} (1 of 2)`,
    act: killed(name),
  }));
  const all =
    mode === 'two'
      ? kills
      : [
          ...kills,
          { name: 'restart NATS', act: restarted(infra.nats) },
          { name: 'restart Redis', act: restarted(infra.redis) },
          { name: 'restart PostgreSQL', act: restarted(infra.postgres) },
        ];
  return all.filter((fault) => chosen(fault.name));
}

// CHAOS_FAULTS="kill -9 identity,restart Redis" runs only those (to look into one).
const chosen = (name) => {
  const only = process.env.CHAOS_FAULTS?.split(',');
  return !only || only.some((prefix) => name.startsWith(prefix));
};

/** Redis restarted without its data (once the mailings are done, whose jobs it held): every schedule must run again. */
async function emptyRedisRestart(system, infra) {
  const prefix = system.settings.REDIS_PREFIX ?? 'storystump:';
  const schedules = await jobSchedulesIn(infra.redis.url, prefix);
  say(`${EMPTY_REDIS} (${schedules.length} job schedules)`);
  const restartedAt = Date.now();
  await infra.redis.restartEmpty();
  return schedulesRunAgain(infra.redis.url, prefix, schedules, restartedAt, SCHEDULE_GOAL_MS);
}

async function runMode(mode) {
  const mail = await startMailCatcher(MAIL_DELAY_MS);
  const infra = await startIsolatedInfrastructure();
  const settings = {
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
    LOGIN_RATE_LIMIT: unlimited,
    LOGIN_ADDRESS_RATE_LIMIT: unlimited,
    REGISTER_RATE_LIMIT: unlimited,
    CHECKOUT_RATE_LIMIT: unlimited,
    DEVICE_RATE_LIMIT: unlimited,
    TRACK_RATE_LIMIT: unlimited,
  };
  const system = await launchSystem(infra.settings, settings, {}, { instancesPerService: mode === 'one' ? 1 : 2 });
  const rows = [];
  const mailings = [];
  let load;
  try {
    const world = await prepareWorld(system, RECIPIENTS);
    load = new MixedLoad(world);
    load.start();
    await sleep(STEADY_MS);
    for (const fault of faultsFor(mode, system, infra)) {
      const subject = `Chaos, ${mode} instance(s): ${fault.name}`;
      mailings.push({ subject, campaign: await world.startMailing(subject) });
      await sleep(STEADY_MS / 2);
      say(fault.name);
      const faultAt = load.now();
      await fault.act();
      const limit = faultAt + SETTLE_LIMIT_MS;
      while (!settled(load.log, faultAt) && load.now() < limit) await sleep(100);
      await sleep(STEADY_MS);
      rows.push(faultRow(fault.name, load.log, faultAt, load.now()));
    }
    say('waiting for the mailings to finish and the events to be stored');
    const deadline = Date.now() + 120_000;
    const finished = async () =>
      (await Promise.all(mailings.map(({ campaign }) => world.mailing(campaign._id)))).every(
        (view) => view.status === 'done' && view.queued === 0,
      );
    while (!(await finished().catch(() => false)) && Date.now() < deadline) await sleep(500);
    const schedules = mode === 'one' && chosen(EMPTY_REDIS) ? await emptyRedisRestart(system, infra) : [];
    await load.stop();
    let writes = await storedWrites(system.settings.DATABASE_URL, load.acknowledged);
    while (writes.some((row) => row.lost > 0) && Date.now() < deadline) {
      await sleep(1000);
      writes = await storedWrites(system.settings.DATABASE_URL, load.acknowledged);
    }
    const readers = Array.from({ length: RECIPIENTS }, (_, i) => `reader-${i + 1}-${world.run}@chaos.test`);
    for (const { subject } of mailings) {
      const counts = mail.countsFor(subject);
      writes.push(
        tally(`mails: ${subject.replace(/^Chaos, [a-z]+ instance\(s\): /, '')}`, readers, (reader) => counts.get(reader) ?? 0),
      );
    }
    // Through every fault, nothing acknowledged may have been set aside instead of stored.
    const setAside = await deadLettersOf(system.baseUrl, `Bearer ${world.adminToken}`);
    return { rows, writes, schedules, setAside };
  } finally {
    await load?.stop();
    await system.stop();
    await infra.stop();
    await mail.close();
  }
}

let missed = false;
for (const mode of modes) {
  say(`${mode === 'one' ? 'one instance' : 'two instances'} per service: starting`);
  const { rows, writes, schedules, setAside } = await runMode(mode);
  console.log(`\nFaults under load, ${mode === 'one' ? 'one instance' : 'two instances'} per service:`);
  console.table(rows);
  console.log('Acknowledged writes, after the last fault:');
  console.table(writes);
  if (schedules.length) {
    console.log('Job schedules after Redis came back empty:');
    console.table(schedules);
  }
  const stalled = schedules.filter((row) => row['ran again in s'] === 'never');
  for (const row of stalled) console.log(`MISSED ${row.schedule}: did not run again within ${SCHEDULE_GOAL_MS / 1000} s`);
  missed ||= stalled.length > 0;
  for (const letter of setAside) console.log(`MISSED ${describeDeadLetter(letter)}`);
  missed ||= setAside.length > 0;
  const slow = rows.filter((row) => !(Number(row['recovered in s']) <= RECOVERY_GOAL_S));
  const broken = writes.filter((row) => row.lost > 0 || row.duplicates > 0);
  for (const row of slow) console.log(`MISSED ${row.fault}: recovered in ${row['recovered in s']} s (goal ${RECOVERY_GOAL_S} s)`);
  for (const row of broken) console.log(`MISSED ${row.write}: ${row.lost} lost, ${row.duplicates} duplicated`);
  missed ||= slow.length > 0 || broken.length > 0;
}
process.exit(missed ? 1 : 0);
