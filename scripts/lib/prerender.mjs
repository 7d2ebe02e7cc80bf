// The pages whose content needs no data, rendered once at build time into a copy of index.html
// each (home.html for `/`), so the browser paints them before any script has run. They are
// rendered by the server build of web/src/prerender.tsx (web/dist-prerender, removed once used).
// Such a page asks for the app's script only once it has been painted (at the start of the frame
// after its first, or at once where nothing is drawn, as in a background tab), so the script's
// download and start never hold up its first view; until the app has taken its place, the
// rendered copy is inert.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInBackground } from './run.mjs';

const PAGES = [{ path: '/', file: 'home.html' }];
const SERVER_BUILD = 'dist-prerender';

/** Builds the renderer (it needs nothing of the app's own build, so it may run beside it). */
export function buildPrerenderer(root) {
  return runInBackground(
    'npx',
    ['vite', 'build', 'web', '--ssr', 'src/prerender.tsx', '--outDir', SERVER_BUILD, '--logLevel=warn'],
    { cwd: root },
  );
}

/** After both builds: writes each page's HTML into web/dist, then removes the renderer. */
export async function prerenderPages(root) {
  const dist = join(root, 'web', 'dist');
  const serverBuild = join(root, 'web', SERVER_BUILD);
  try {
    const { prerender } = await import(pathToFileURL(join(serverBuild, 'prerender.js')).href);
    const page = readFileSync(join(dist, 'index.html'), 'utf8');
    const ROOT = '<div id="root"></div>';
    if (!page.includes(ROOT)) throw new Error(`web/dist/index.html has no ${ROOT} to render into`);
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(page);
    if (!entry) throw new Error('web/dist/index.html has no module script to start the app with');
    const bootAfterPaint =
      `<script>(() => { let asked = false; const boot = () => { if (asked) return; asked = true; ` +
      `const script = document.createElement('script'); script.type = 'module'; script.crossOrigin = ''; ` +
      `script.src = ${JSON.stringify(entry[1])}; document.head.append(script); }; ` +
      `if (document.visibilityState === 'hidden') boot(); ` +
      `else { requestAnimationFrame(() => requestAnimationFrame(boot)); document.addEventListener('visibilitychange', boot); } })();</script>`;
    const withoutScripts = page.replace(entry[0], '').replace(/ *<link rel="modulepreload"[^>]*>\n?/g, '');
    for (const { path, file } of PAGES) {
      const rendered = `<div id="root" inert>${prerender(path)}</div>`;
      writeFileSync(join(dist, file), withoutScripts.replace(ROOT, rendered).replace('</body>', `${bootAfterPaint}\n</body>`));
    }
    return PAGES.map(({ path, file }) => `${path} → ${file}`);
  } finally {
    rmSync(serverBuild, { recursive: true, force: true });
  }
}
