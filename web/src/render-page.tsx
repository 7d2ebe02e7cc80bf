import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter, useRoutes } from 'react-router';
import type { Product } from '@storystump/contracts';
import { pageAt, titleText } from './app/page-meta';
import { PAGES, renderedFileOf, type PagePath } from './app/pages';
import { routes } from './app/router';
import { createStore } from './app/store';
import { shopApi } from './features/shop/shop.api';

export { PAGES, renderedFileOf };

function Routes() {
  return useRoutes(routes);
}

function Page({ path, store }: { path: string; store: ReturnType<typeof createStore> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location={path}>
          <Routes />
        </StaticRouter>
      </Provider>
    </StrictMode>
  );
}

/** What a page is rendered with: the shop's products, where the page shows them. */
export interface PageData {
  products?: Product[];
}

/** The build's own files a rendered page is laid into: index.html and the manifest (`.vite/manifest.json`). */
export interface PageShell {
  indexHtml: string;
  manifest: unknown;
}

/** Where the code of each lazily loaded page is, for the stylesheets its first view needs. */
const LAZY_SOURCES: Partial<Record<PagePath, string>> = {
  '/shop': 'src/features/shop/ShopPage.tsx',
  '/map': 'src/features/map/MapPage.tsx',
  '/contact': 'src/features/contact/ContactPage.tsx',
  '/wifisetup': 'src/features/wifisetup/WifiSetupPage.tsx',
  '/privacy': 'src/features/privacy/PrivacyPage.tsx',
  '/success': 'src/features/success/SuccessPage.tsx',
  '/checkout': 'src/features/checkout/DemoCheckoutPage.tsx',
  '/account': 'src/features/account/AccountPage.tsx',
  '/admin': 'src/features/admin/AdminPage.tsx',
};

/**
 * A page of the table as a visitor who is not signed in first sees it, before any script has
 * run, laid into index.html (see pageWithFirstView): at build for every page the table renders,
 * and by the gateway again with the products whenever they change. `ownScripts` is the page
 * without its first view: the inline scripts it holds are the only ones a page's policy allows
 * (a script-looking text in the data is never trusted).
 */
export async function renderPage(path: string, data: PageData, shell: PageShell): Promise<{ html: string; ownScripts: string }> {
  const stylesheets = stylesheetsOf(shell.manifest as Record<string, ManifestChunk>, LAZY_SOURCES[path as PagePath] ?? '');
  const firstView = await firstViewOf(path, data);
  const indexHtml = withPageMeta(shell.indexHtml, path);
  return {
    html: pageWithFirstView(indexHtml, firstView, stylesheets),
    ownScripts: pageWithFirstView(indexHtml, '', stylesheets),
  };
}

const escapedText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with the title and description of the page at `path`, as the app sets them once it runs. */
export function withPageMeta(indexHtml: string, path: string): string {
  const page = pageAt(path);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedText(titleText(page))}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_all, before: string, after: string) => `${before}${escapedText(page?.description ?? '')}${after}`,
    );
}

/** The markup of the page at `path` with `data` in its store, once its lazily loaded code has arrived. */
export async function firstViewOf(path: string, data: PageData): Promise<string> {
  const store = createStore();
  if (data.products) await store.dispatch(shopApi.util.upsertQueryData('products', undefined, data.products));
  const { prelude } = await prerenderToNodeStream(<Page path={path} store={store} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A module the build made, as its manifest (`.vite/manifest.json`) lists it. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The stylesheets a lazily loaded module brings with it (and those of what it imports), as the app would load them. */
export function stylesheetsOf(manifest: Record<string, ManifestChunk>, source: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) found.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [...found];
}

const ROOT = '<div id="root"></div>';
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;

/**
 * index.html with a first view rendered in, inert until the app has taken its place, and with
 * the stylesheets that view needs. Such a page asks for the app's script only once it has been
 * painted with its pictures (two frames after its load event, or at once where nothing is drawn,
 * as in a background tab), so the script's download and start never hold up its first view.
 */
export function pageWithFirstView(indexHtml: string, firstView: string, stylesheets: string[] = []): string {
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render into`);
  const entry = ENTRY.exec(indexHtml);
  if (!entry) throw new Error('index.html has no module script to start the app with');
  const bootAfterPaint =
    `<script>(() => { let asked = false; const boot = () => { if (asked) return; asked = true; ` +
    `const script = document.createElement('script'); script.type = 'module'; script.crossOrigin = ''; ` +
    `script.src = ${JSON.stringify(entry[1])}; document.head.append(script); }; ` +
    `const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(boot)); ` +
    `if (document.visibilityState === 'hidden') boot(); ` +
    `else { if (document.readyState === 'complete') afterPaint(); else addEventListener('load', afterPaint, { once: true }); ` +
    `document.addEventListener('visibilitychange', boot); } })();</script>`;
  const links = stylesheets
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">\n`)
    .join('');
  // Functions as replacements: a `$&` or `$'` in the markup is text, not a pattern.
  return indexHtml
    .replace(entry[0], () => '')
    .replace(/ *<link rel="modulepreload"[^>]*>\n?/g, () => '')
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT, () => `<div id="root" inert>${firstView}</div>`)
    .replace('</body>', () => `${bootAfterPaint}\n</body>`);
}
