// The renderer's build and the pages it renders at build time. The renderer is the server build
// of web/src/render-page.tsx, web/dist-render/render-page.js: one self-contained module (its
// packages and the app's lazily loaded pages bundled in) exporting `renderPage(path, data, shell)`
// and the page table `PAGES`. Beside it, pages.json holds the table, with the file of each page
// rendered ahead, for the gateway, which needs the table without the renderer. Each page the table renders gets its first view written into a copy of
// index.html in web/dist (home.html for `/`, shop.html for `/shop`); the
// gateway renders the shop again with the products it holds.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInBackground } from './run.mjs';

const RENDERER_BUILD = 'dist-render';
const RENDERER_ENTRY = `web/${RENDERER_BUILD}/render-page.js`;

/** Builds the renderer (it needs nothing of the app's own build, so it may run beside it); `log` as runInBackground's. */
export function buildPrerenderer(root, log) {
  return runInBackground(
    'npx',
    ['vite', 'build', 'web', '--ssr', 'src/render-page.tsx', '--outDir', RENDERER_BUILD, '--logLevel=warn'],
    { cwd: root, env: { ...process.env, STORYSTUMP_RENDERER: '1' }, log },
  );
}

/** After both builds: writes the page table beside the renderer and each rendered page's HTML into web/dist. */
export async function prerenderPages(root) {
  const dist = join(root, 'web', 'dist');
  const { renderPage, renderedFileOf, PAGES } = await import(pathToFileURL(join(root, RENDERER_ENTRY)).href);
  const pages = PAGES.map((page) => (page.rendered === 'in-browser' ? page : { ...page, file: renderedFileOf(page.path) }));
  writeFileSync(join(root, 'web', RENDERER_BUILD, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  const shell = {
    indexHtml: readFileSync(join(dist, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')),
  };
  const written = [];
  for (const { path, file } of pages.filter((page) => page.file)) {
    writeFileSync(join(dist, file), (await renderPage(path, {}, shell)).html);
    written.push(`${path} → ${file}`);
  }
  return written;
}
