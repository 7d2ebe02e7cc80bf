// A fresh clone to a healthy system, as a new user gets it: clones this checkout's HEAD into a
// temporary folder and runs `npm start` there (a database, port and config folder of its own, the
// machine's npm cache as it is), then prints the phase times npm start printed. Baseline, in the
// same run: `npm ci` of the same lockfile in a second fresh clone, the floor of the install phase.
// Run: node bench/fresh-start.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../libs/testing/dist/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (text) => process.stderr.write(`… ${text}\n`);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function freshClone() {
  const dir = mkdtempSync(join(tmpdir(), 'storystump-fresh-'));
  spawnSync('git', ['clone', '--quiet', root, dir], { stdio: 'inherit' });
  return dir;
}

async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}

/** `npm start` in `dir` until it says it is running; the phases it printed, in seconds. */
async function npmStart(dir, env) {
  const child = spawn('npm', ['start'], { cwd: dir, env: { ...process.env, ...env }, detached: true });
  let output = '';
  const started = performance.now();
  const running = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 600_000);
    const take = (chunk) => {
      output += chunk;
      if (output.includes(' is running at ')) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', () => resolve(false));
  });
  const seconds = (performance.now() - started) / 1000;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGINT');
    await exited;
  }
  if (!running) throw new Error(`npm start did not get to healthy:\n${output.slice(-3000)}`);
  const phases = {};
  for (const [, name, value] of output.matchAll(/^ {2}(\S.*?)\s{2,}(\d+\.\d) s$/gm)) phases[name] = Number(value);
  return { seconds, phases };
}

const database = `storystump_fresh_${process.pid}`;
const dirs = [];
try {
  say('npm ci in a fresh clone (baseline)');
  const baselineDir = freshClone();
  dirs.push(baselineDir);
  const installStarted = performance.now();
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: baselineDir,
    stdio: 'ignore',
  });
  if (installed.status !== 0) throw new Error('npm ci failed in the baseline clone');
  const npmCiSeconds = (performance.now() - installStarted) / 1000;

  say('npm start in a fresh clone');
  const dir = freshClone();
  dirs.push(dir);
  const config = mkdtempSync(join(tmpdir(), 'storystump-fresh-config-'));
  dirs.push(config);
  const port = await freePort();
  const { seconds, phases } = await npmStart(dir, {
    PORT: String(port),
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    XDG_CONFIG_HOME: config,
  });

  const rows = Object.entries(phases)
    .filter(([name]) => name !== 'total')
    .map(([phase, s]) => ({ phase, seconds: s }));
  rows.push({ phase: 'fresh clone to healthy (npm start, all phases)', seconds: Number(seconds.toFixed(1)) });
  rows.push({ phase: 'npm ci of the same lockfile alone (baseline)', seconds: Number(npmCiSeconds.toFixed(1)) });
  console.log(`\nFresh clone to healthy, npm cache warm, Node ${process.versions.node}:`);
  console.table(rows);
  console.log(`install phase ÷ baseline npm ci: ${((phases.install ?? 0) / npmCiSeconds).toFixed(2)}×`);
} finally {
  await dropDatabase(database).catch(() => {});
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
