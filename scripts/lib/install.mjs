import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run, runInBackground, say } from './run.mjs';

/** Installs the npm packages when node_modules is missing or older than the lockfile. */
export function ensureInstalled(root) {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  say('Installing npm packages');
  run('npm', [process.env.CI ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: root });
}

/** Builds every project through Nx, whose cache skips the projects a change did not touch. */
export function build(root) {
  say('Building');
  run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
}

/**
 * Builds what `npm start` runs, the same files as `build`, sooner from scratch: one TypeScript
 * build of every project (each project's types are read once, where Nx starts a compiler per
 * project), beside the web's bundle once the contracts it imports are built.
 */
export async function buildToRun(root) {
  say('Building');
  run('npx', ['tsc', '-b', 'libs/contracts'], { cwd: root });
  await Promise.all([
    runInBackground('npx', ['tsc', '-b'], { cwd: root }),
    runInBackground('npx', ['vite', 'build', 'web', '--logLevel=warn'], { cwd: root }).then(() =>
      runInBackground('node', ['scripts/compress-web.mjs', 'web/dist'], { cwd: root }),
    ),
  ]);
}
