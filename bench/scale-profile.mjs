// Where one bench:scale figure's time goes: starts the system on the bench's seeded database with
// the gateway and every service sampled by the inspector's profiler, loads the figure's route
// (20 connections, after a warm-up), then prints the CPU each process and each service's
// PostgreSQL sessions spent a request, the statements a request ran, and the profile breakdown
// (bench/cpuprofile-breakdown.mjs) of the gateway and of the busiest service.
// Run after a build, once bench:scale has seeded: node bench/scale-profile.mjs --only=<part of a figure's name> [--seconds=10]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVICE_NAMES } from '../libs/contracts/dist/index.js';
import { loadWithP95 } from './load.mjs';
import { processCpuMicros } from './process-cpu.mjs';
import { loadFigures } from './scale/figures.mjs';
import { startScaleSystem } from './scale/scale-system.mjs';
import { headersOfCallers } from './scale/sessions.mjs';
import { settle } from './scale/settle.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SECONDS = Number(option('seconds', 10));
const ONLY = option('only', '').toLowerCase();
const say = (text) => process.stderr.write(`… ${text}\n`);

const dir = mkdtempSync(join(tmpdir(), 'storystump-scale-profile-'));
const preload = new URL('./cpu-profiler.mjs', import.meta.url).pathname;
const PROCESSES = ['gateway', ...SERVICE_NAMES];
const processSettings = Object.fromEntries(
  PROCESSES.map((name) => [name, { NODE_OPTIONS: `--import ${preload}`, PROFILE_DIR: dir, PROFILE_NAME: name }]),
);

/** Each PostgreSQL session of the bench's database by the service (application name) that holds it, with its CPU so far. */
async function sessionsCpu(db) {
  const { rows } = await db.query(
    `SELECT pid, application_name AS name FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return new Map(rows.map((row) => [row.pid, { name: row.name || '(unnamed)', micros: processCpuMicros(row.pid) ?? 0 }]));
}

/** Statements committed in the bench's database so far (each autocommitted statement is one). */
async function commits(db) {
  const { rows } = await db.query(`SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = current_database()`);
  return Number(rows[0].n);
}

/** The profile a process wrote once told to, waited for: a long-running process takes a while to write it. */
async function profileOf(name) {
  for (let waited = 0; waited < 60; waited++) {
    const file = readdirSync(dir).find((f) => f.startsWith(`${name}-`) && f.endsWith('.cpuprofile'));
    if (file && system.pidOf(name) && !existsSync(`/proc/${system.pidOf(name)}`)) return file;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return undefined;
}

const scale = await startScaleSystem({ say, processSettings });
const { system, databaseUrl, facts } = scale;
let profiled = false;
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  const figure = loadFigures({ ownerId: facts.ownerId }).find((f) => f.figure.toLowerCase().includes(ONLY));
  if (!figure) throw new Error(`no figure's name holds "${ONLY}"`);
  const headers = { 'accept-encoding': 'gzip, deflate, br', ...(await headersOfCallers(system))[figure.as] };
  const url = `${system.baseUrl}${figure.path}`;
  await settle(system, databaseUrl);
  say(`${figure.figure}: warm-up`);
  await loadWithP95({ url, headers, duration: 3 });
  const pids = Object.fromEntries(PROCESSES.map((name) => [name, system.pidOf(name)]));
  const before = {
    cpu: Object.fromEntries(PROCESSES.map((name) => [name, processCpuMicros(pids[name]) ?? 0])),
    sessions: await sessionsCpu(db),
    commits: await commits(db),
  };
  say(`${figure.figure}: ${SECONDS} s under load`);
  const result = await loadWithP95({ url, headers, duration: SECONDS });
  const after = {
    cpu: Object.fromEntries(PROCESSES.map((name) => [name, processCpuMicros(pids[name]) ?? 0])),
    sessions: await sessionsCpu(db),
    commits: await commits(db),
  };
  for (const name of PROCESSES) process.kill(pids[name], 'SIGUSR2');
  profiled = true;
  const requests = result['2xx'] + result.non2xx;
  const perRequest = (micros) => (requests ? Math.round(micros / requests) : '');
  const sessionsBy = new Map();
  for (const [pid, session] of after.sessions) {
    const spent = session.micros - (before.sessions.get(pid)?.micros ?? 0);
    sessionsBy.set(session.name, (sessionsBy.get(session.name) ?? 0) + spent);
  }
  const load = execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ').slice(0, 3).join(' ');
  console.log(
    `\n${figure.figure}: ${figure.path}\n${requests} answers in ${SECONDS} s (${Math.round(requests / SECONDS)}/s, ` +
      `${result.non2xx} not 2xx), p95 ${result.p95} ms under the profiler; load average ${load}; ` +
      `${((after.commits - before.commits) / Math.max(1, requests)).toFixed(2)} statements committed a request`,
  );
  console.table([
    ...PROCESSES.map((name) => ({ process: name, 'CPU µs/request': perRequest(after.cpu[name] - before.cpu[name]) })),
    ...[...sessionsBy].map(([name, micros]) => ({
      process: `PostgreSQL sessions of ${name}`,
      'CPU µs/request': perRequest(micros),
    })),
  ]);
  const busiest = SERVICE_NAMES.reduce((a, b) => (after.cpu[b] - before.cpu[b] > after.cpu[a] - before.cpu[a] ? b : a));
  for (const name of ['gateway', busiest]) {
    const file = await profileOf(name);
    if (!file) {
      console.log(`\n${name}: no profile written within a minute`);
      continue;
    }
    console.log(`\n${name} (${join(dir, file)}):`);
    console.log(
      execFileSync(
        process.execPath,
        [
          new URL('./cpuprofile-breakdown.mjs', import.meta.url).pathname,
          join(dir, file),
          `--window=${SECONDS - 1}`,
          '--skip-tail=0.5',
          `--requests=${Math.round((requests * (SECONDS - 1)) / SECONDS)}`,
          '--top=25',
        ],
        { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      ),
    );
  }
} finally {
  await db.end();
  // Each profiled process ends itself once its profile is written: stopping the system then finds them gone.
  await scale.stop().catch((error) => (profiled ? undefined : Promise.reject(error)));
}
