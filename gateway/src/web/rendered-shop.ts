import type { Product } from '@storystump/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FixedAnswer } from '../http/fixed-answer.js';
import type { HeldAnswers } from '../http/held-answers.js';
import type { Copy, PublicReads } from '../public-reads/public-reads.js';
import { compressedAppPage, pageReplyFor, type AppPage, type PageReplyName } from './app-page.js';
import { fixedAnswersOf } from './page-answers.js';

/** What the web build's renderer (web/dist-render, beside web/dist) offers the gateway. */
interface Renderer {
  renderShop(products: Product[]): Promise<string>;
  stylesheetsOf(manifest: unknown, source: string): string[];
  pageWithFirstView(indexHtml: string, firstView: string, stylesheets: string[]): string;
}

const SHOP_PAGE_SOURCE = 'src/features/shop/ShopPage.tsx';

/** The renderer of the web build in `webDist`'s folder, or null where the build has none. */
export async function loadRenderer(webDist: string): Promise<Renderer | null> {
  const file = join(dirname(webDist), 'dist-render', 'prerender.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Renderer;
}

/**
 * `/shop` painted with the products before any script has run: rendered by the web build's own
 * renderer from the products the gateway holds, once for each copy of them, and answered from
 * memory. Until it is rendered (at start, and for a moment after the products change), the route
 * answers with the plain page, which shows the products once the app has fetched them.
 */
export function holdRenderedShop(
  held: HeldAnswers,
  reads: PublicReads,
  renderer: Renderer,
  webDist: string,
  pageHeaders: Record<string, string>,
): void {
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as unknown;
  const stylesheets = renderer.stylesheetsOf(manifest, SHOP_PAGE_SOURCE);
  const rendered = new WeakMap<Copy, { page: AppPage; answers: Record<PageReplyName, FixedAnswer> }>();
  const rendering = new WeakSet<Copy>();

  const render = async (copy: Copy) => {
    const products = JSON.parse(copy.body) as Product[];
    const html = renderer.pageWithFirstView(indexHtml, await renderer.renderShop(products), stylesheets);
    const page = await compressedAppPage(html, pageHeaders['content-security-policy']);
    rendered.set(copy, { page, answers: fixedAnswersOf(page, pageHeaders) });
  };
  const renderOnce = (copy: Copy | undefined) => {
    if (!copy || rendering.has(copy)) return;
    rendering.add(copy);
    // A copy whose page cannot be rendered is answered plain (the app shows the products itself), not tried again.
    render(copy).catch(() => undefined);
  };

  held.hold('/shop', (request) => {
    const copy = reads.inHand('products');
    const shop = copy && rendered.get(copy);
    if (shop) return shop.answers[pageReplyFor(shop.page, request.headers['if-none-match'], request.headers['accept-encoding'])];
    if (copy) renderOnce(copy);
    else void reads.fill('products').then(renderOnce);
    return undefined;
  });
}
