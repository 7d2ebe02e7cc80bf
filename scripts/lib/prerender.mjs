// The pages whose content needs no data, rendered once at build time into a copy of index.html
// each (home.html for `/`), so the browser paints them before any script has run. They are
// rendered by the server build of web/src/prerender.tsx, web/dist-render: self-contained (its
// packages bundled in), it is kept beside web/dist, where the gateway renders the shop with the
// products it holds.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInBackground } from './run.mjs';

const PAGES = [{ path: '/', file: 'home.html' }];
const RENDERER_BUILD = 'dist-render';

/** Builds the renderer (it needs nothing of the app's own build, so it may run beside it). */
export function buildPrerenderer(root) {
  return runInBackground(
    'npx',
    ['vite', 'build', 'web', '--ssr', 'src/prerender.tsx', '--outDir', RENDERER_BUILD, '--logLevel=warn'],
    { cwd: root, env: { ...process.env, STORYSTUMP_RENDERER: '1' } },
  );
}

/** After both builds: writes each page's HTML into web/dist. */
export async function prerenderPages(root) {
  const dist = join(root, 'web', 'dist');
  const { prerender, pageWithFirstView } = await import(pathToFileURL(join(root, 'web', RENDERER_BUILD, 'prerender.js')).href);
  const page = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const { path, file } of PAGES) writeFileSync(join(dist, file), pageWithFirstView(page, prerender(path)));
  return PAGES.map(({ path, file }) => `${path} → ${file}`);
}
