// npm test: every test, unit to browser, against the machine's real PostgreSQL, Redis and NATS.
// One database, one NATS server and one booted system serve the whole run. Prints how long each
// phase took, and ends with one line: "N passed, N failed".
//
//   node scripts/test.mjs                      everything
//   node scripts/test.mjs --project=identity   one Nx project's tests (its `test` target)
//   node scripts/test.mjs --only=devices.api   only the test files whose path contains this
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureReachable } from './lib/infra.mjs';
import { build, ensureInstalled } from './lib/install.mjs';
import { phaseTimer } from './lib/phases.mjs';
import { commandExists, say } from './lib/run.mjs';
import { selectTestFiles, needsSystem } from './lib/test-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const project = process.argv.find((arg) => arg.startsWith('--project='))?.slice('--project='.length);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

const timer = phaseTimer();
const phase = (name, work) => timer.phase(name, work);

function fail(error) {
  process.stderr.write(`\n\x1b[31m✖ ${error instanceof Error ? error.message : String(error)}\x1b[0m\n`);
  process.exit(1);
}

function runNodeTests(files, env) {
  const tap = join(mkdtempSync(join(tmpdir(), 'storystump-test-')), 'results.tap');
  const result = spawnSync(
    process.execPath,
    [
      '--test',
      '--test-concurrency=2',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { cwd: root, stdio: 'inherit', env },
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled'), ok: result.status === 0 };
}

function runWebUnitTests() {
  const report = join(mkdtempSync(join(tmpdir(), 'storystump-vitest-')), 'report.json');
  const result = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
  });
  const data = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
  return { passed: data.numPassedTests ?? 0, failed: data.numFailedTests ?? 0, ok: result.status === 0 };
}

try {
  await phase('install', () => ensureInstalled(root));
  await phase('infrastructure check', async () => {
    await ensureReachable('PostgreSQL', databaseUrl);
    await ensureReachable('Redis', redisUrl);
    if (!commandExists('nats-server')) {
      throw new Error('Tests run a NATS server of their own: install nats-server (Debian: apt-get install nats-server).');
    }
  });
  await phase('build', () => build(root));
} catch (error) {
  fail(error);
}

const admin = new URL(databaseUrl);
admin.pathname = '/postgres';
process.env.TEST_DATABASE_ADMIN_URL = admin.toString();
process.env.TEST_REDIS_URL = redisUrl;
const testing = await import('../libs/testing/dist/index.js');

const files = selectTestFiles(root, project).filter((file) => !only || file.includes(only));
const runsWeb = !only && (!project || project === 'web');
let infra;
let system;
const env = { ...process.env };
try {
  if (files.some((file) => file.includes('/web/e2e/'))) await phase('browser check', () => testing.ensureChromium());
  if (needsSystem(files)) {
    infra = await phase('run infrastructure (database, NATS)', () => testing.startTestInfrastructure());
    system = await phase('system boot (every service and the gateway, once)', () => testing.launchSystem(infra.settings));
    // JSON leaves out stop(): only this process stops the system.
    env[testing.SHARED_SYSTEM_ENV] = JSON.stringify(system);
  }
} catch (error) {
  await system?.stop();
  await infra?.stop();
  fail(error);
}

let node = { passed: 0, failed: 0, ok: true };
if (files.length) {
  say(`Node tests: ${files.length} files (${files.map((f) => relative(root, f)).join(', ')})`);
  node = await phase('node tests (unit, service, API, browser)', () => runNodeTests(files, env));
}
await phase('teardown', async () => {
  await system?.stop();
  await infra?.stop();
});
let web = { passed: 0, failed: 0, ok: true };
if (runsWeb) {
  say('Web unit tests (vitest)');
  web = await phase('web unit tests (vitest)', () => runWebUnitTests());
}

timer.report();

const passed = node.passed + web.passed;
const failed = node.failed + web.failed;
process.stdout.write(
  `\nunit, service, API and browser tests (node): ${node.passed} passed, ${node.failed} failed\n` +
    `web unit tests (vitest): ${web.passed} passed, ${web.failed} failed\n\n`,
);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
// A whole run that ran nothing is a broken run; one project may have no tests yet.
process.exit(node.ok && web.ok && failed === 0 && (passed > 0 || project || only) ? 0 : 1);
