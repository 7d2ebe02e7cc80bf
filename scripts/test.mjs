// npm test: every test, unit to browser, against the machine's real PostgreSQL and Redis and a
// NATS server of the run's own. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureReachable } from './lib/infra.mjs';
import { build, ensureInstalled } from './lib/install.mjs';
import { commandExists, say } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function prepare() {
  ensureInstalled(root);
  if (!commandExists('nats-server')) {
    throw new Error('Tests run a NATS server of their own: install nats-server (Debian: apt-get install nats-server).');
  }
  build(root);
  // Debian's Chromium for the browser tests, installed by the testing lib when missing.
  const { ensureChromium } = await import('../libs/testing/dist/index.js');
  ensureChromium();
}

/** Compiled test files: unit specs beside the code, and the service, API and browser suites. */
function testFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.(spec|test)\.js$/.test(entry.name) && path.includes('/dist/')) {
        found.push(path);
      }
    }
  };
  for (const dir of ['libs', 'services', 'gateway', 'web/e2e']) walk(join(root, dir));
  const suite = (file) => (file.includes('/web/e2e/') ? 3 : file.includes('/test/') ? 2 : 1);
  return found.sort((a, b) => suite(a) - suite(b) || a.localeCompare(b));
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
  await ensureReachable('PostgreSQL', databaseUrl);
  await ensureReachable('Redis', redisUrl);
  await prepare();
} catch (error) {
  process.stderr.write(`\n\x1b[31m✖ ${error instanceof Error ? error.message : String(error)}\x1b[0m\n`);
  process.exit(1);
}

const admin = new URL(databaseUrl);
admin.pathname = '/postgres';
const env = { ...process.env, TEST_DATABASE_ADMIN_URL: admin.toString(), TEST_REDIS_URL: redisUrl };
const files = testFiles();
say(`Node tests: ${files.length} files (${files.map((f) => relative(root, f)).join(', ')})`);
const node = runNodeTests(files, env);
say('Web unit tests (vitest)');
const web = runWebUnitTests();

const passed = node.passed + web.passed;
const failed = node.failed + web.failed;
process.stdout.write(
  `\nunit, service, API and browser tests (node): ${node.passed} passed, ${node.failed} failed\n` +
    `web unit tests (vitest): ${web.passed} passed, ${web.failed} failed\n\n`,
);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(node.ok && web.ok && failed === 0 && passed > 0 ? 0 : 1);
