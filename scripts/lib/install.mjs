import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildPrerenderer, prerenderPages } from './prerender.mjs';
import { run, runInBackground, say } from './run.mjs';

/** Installs the npm packages when node_modules is missing or older than the lockfile. */
export function ensureInstalled(root) {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  say('Installing npm packages');
  // A clean install of the lockfile where there is nothing yet, or in CI; else an update of what is there.
  const clean = process.env.CI || !existsSync(join(root, 'node_modules'));
  run('npm', [clean ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: root });
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
 * Builds what `npm start` runs: the runtime projects' JavaScript, the same files `build` makes
 * (see emit-to-run.mjs), then the web's bundle. Skipped when nothing it is made from has changed
 * since the last time.
 */
export async function buildToRun(root) {
  const stamp = join(root, '.run', 'built-to-run');
  const made = `BRAND_NAME=${process.env.BRAND_NAME ?? ''}\n`;
  const outputs = [
    'gateway/dist/src/main.js',
    'web/dist/index.html',
    'web/dist-render/render-page.js',
    'web/dist-render/pages.json',
  ].every((file) => existsSync(join(root, file)));
  if (outputs && existsSync(stamp) && readFileSync(stamp, 'utf8') === made && newestChange(root) < statSync(stamp).mtimeMs) {
    say('Built already: nothing it is made from has changed');
    return;
  }
  say('Building');
  const log = buildLog(root);
  const { emitToRun } = await import('./emit-to-run.mjs');
  emitToRun(root);
  await Promise.all([
    runInBackground('npx', ['vite', 'build', 'web', '--logLevel=warn'], { cwd: root, log }),
    buildPrerenderer(root, log),
  ]);
  await prerenderPages(root);
  await runInBackground('node', ['scripts/compress-web.mjs', 'web/dist'], { cwd: root, log });
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, made);
}

/**
 * Where the build's own output goes (the bundler's warnings, the compressed sizes): `.run/build.log`,
 * made anew each build and shown when a step fails; with LOG_LEVEL=debug it is shown as it comes.
 */
export function buildLog(root, level = process.env.LOG_LEVEL) {
  if (level === 'debug' || level === 'trace') return undefined;
  const path = join(root, '.run', 'build.log');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '');
  return path;
}

/** The latest modification time among the sources of what buildToRun makes. */
function newestChange(root) {
  const services = readdirSync(join(root, 'services')).map((name) => join('services', name));
  const places = [
    'package-lock.json',
    'tsconfig.base.json',
    'scripts/compress-web.mjs',
    'scripts/prerender-web.mjs',
    'scripts/lib/prerender.mjs',
    'libs/contracts',
    'libs/service-kit',
    'gateway',
    'web',
    ...services,
  ];
  let newest = 0;
  const visit = (path) => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) return;
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) if (!SKIPPED.has(entry)) visit(join(path, entry));
  };
  for (const place of places) visit(join(root, place));
  return newest;
}

const SKIPPED = new Set(['dist', 'node_modules', 'test', 'e2e']);
