import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run, say } from './run.mjs';
import { cacheFolder } from './supported-node.mjs';

/** Installs the npm packages when node_modules is missing or older than the lockfile. */
export function ensureInstalled(root) {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  say('Installing npm packages');
  run('npm', [process.env.CI ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: root });
}

/**
 * Builds every project. Given `sharedCache`, Nx keeps its build cache in the user's cache folder
 * instead of the checkout's .nx/, so another checkout of the same sources builds from it.
 */
export function build(root, { sharedCache = false } = {}) {
  say('Building');
  const cache = sharedCache ? { NX_CACHE_DIRECTORY: join(cacheFolder(), 'nx') } : {};
  run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', ...cache },
  });
}
