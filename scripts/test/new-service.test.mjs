import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { staleWorkspaceFiles, workspaceFiles } from '../lib/workspace-files.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
let copy;

const sh = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' }, ...options });

/**
 * A copy of the workspace to generate into: the files git knows, and a node_modules of links to
 * the real one, except the workspace's own packages, which link into the copy.
 */
function copyWorkspace() {
  const dir = mkdtempSync(join(tmpdir(), 'storystump-generator-'));
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  mkdirSync(join(dir, 'node_modules', '@storystump'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@storystump') symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}

function linkWorkspacePackages(dir) {
  const folders = ['libs/contracts', 'libs/service-kit', 'libs/testing', 'gateway', 'web'];
  for (const service of readdirSync(join(dir, 'services'))) folders.push(`services/${service}`);
  for (const folder of folders) {
    const name = JSON.parse(readFileSync(join(dir, folder, 'package.json'), 'utf8')).name.split('/')[1];
    const link = join(dir, 'node_modules', '@storystump', name);
    if (!existsSync(link)) symlinkSync(join(dir, folder), link);
  }
}

before(() => {
  copy = copyWorkspace();
  linkWorkspacePackages(copy);
  // A repository of its own, so what the generator changed is what git says changed.
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'copy'],
  ]) {
    assert.equal(sh('git', args).status, 0);
  }
});
after(() => rmSync(copy, { recursive: true, force: true }));

describe('npm run new:service', () => {
  it('refuses a name that cannot be a service, saying why', () => {
    const result = sh(process.execPath, ['scripts/new-service.mjs', 'Bad_Name', '--no-install']);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /"Bad_Name" cannot be a service name: use lower-case letters/);
    assert.equal(sh(process.execPath, ['scripts/new-service.mjs', 'identity', '--no-install']).status, 1);
  });

  it(
    'writes a service that builds, lints and passes its test, editing nothing outside its folder but generated files',
    { timeout: 300_000 },
    async () => {
      const generated = sh(process.execPath, ['scripts/new-service.mjs', 'woodpile', '--no-install']);
      assert.equal(generated.status, 0, generated.stderr);
      linkWorkspacePackages(copy);
      assert.deepEqual(await staleWorkspaceFiles(copy), []);

      // Nothing outside its own folder is edited: its contract file is new, the rest is generated and named.
      const made = Object.keys(await workspaceFiles(copy));
      const changed = sh('git', ['status', '--porcelain', '--untracked-files=all'])
        .stdout.split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3));
      const outside = changed.filter(
        (path) => !path.startsWith('services/woodpile/') && path !== 'libs/contracts/src/woodpile.ts' && !made.includes(path),
      );
      assert.deepEqual(outside, []);
      for (const path of changed.filter((path) => made.includes(path))) {
        assert.match(generated.stdout, new RegExp(`generated ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      }

      const built = sh('npx', ['tsc', '-b', 'tsconfig.json']);
      assert.equal(built.status, 0, `build failed:\n${built.stdout}${built.stderr}`);
      const linted = sh('npx', ['eslint', '--max-warnings=0', 'services/woodpile', 'libs/contracts/src']);
      assert.equal(linted.status, 0, `lint failed:\n${linted.stdout}${linted.stderr}`);
      const formatted = sh('npx', [
        'prettier',
        '--check',
        'services/woodpile',
        'libs/contracts/src',
        'docker-compose.yml',
        'tsconfig.json',
      ]);
      assert.equal(formatted.status, 0, `format check failed:\n${formatted.stdout}${formatted.stderr}`);

      // Its own test, against a system (every service and the gateway) booted from the copy.
      const env = { ...process.env };
      delete env.STORYSTUMP_TEST_SYSTEM;
      delete env.NODE_TEST_CONTEXT; // else the inner run reports to this runner instead of printing
      const tested = sh(process.execPath, ['--test', '--test-reporter=tap', 'services/woodpile/dist/test/woodpile.test.js'], {
        env,
      });
      assert.equal(tested.status, 0, `its test failed:\n${tested.stdout}${tested.stderr}`);
      assert.match(tested.stdout, /^# pass 2$/m);
    },
  );
});
