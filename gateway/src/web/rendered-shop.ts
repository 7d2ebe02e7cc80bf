import { Logger } from '@nestjs/common';
import type { Product } from '@storystump/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HeldAnswer, HeldAnswers } from '../http/held-answers.js';
import type { Copy, PublicReads } from '../public-reads/public-reads.js';
import { compressedAppPage } from './app-page.js';
import { heldPageAnswers } from './page-answers.js';

/** What the web build's renderer (web/dist-render, beside web/dist) offers the gateway. */
interface Renderer {
  renderShop(products: Product[]): Promise<string>;
  stylesheetsOf(manifest: unknown, source: string): string[];
  pageWithFirstView(indexHtml: string, firstView: string, stylesheets: string[]): string;
}

const SHOP_PAGE_SOURCE = 'src/features/shop/ShopPage.tsx';

/** Where the web build in `webDist` keeps its renderer, or null where it has none. */
export function rendererOf(webDist: string): string | null {
  const file = join(dirname(webDist), 'dist-render', 'prerender.js');
  return existsSync(file) ? file : null;
}

/** The renderer and what it renders into, loaded once, on the first visit: a gateway nobody asks for the shop never pays for them. */
async function loadShopRendering(rendererFile: string, webDist: string) {
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as unknown;
  const stylesheets = renderer.stylesheetsOf(manifest, SHOP_PAGE_SOURCE);
  // The page around the products: the scripts the renderer writes itself, the only ones its policy allows.
  const ownScripts = renderer.pageWithFirstView(indexHtml, '', stylesheets);
  return async (products: Product[]) => ({
    html: renderer.pageWithFirstView(indexHtml, await renderer.renderShop(products), stylesheets),
    ownScripts,
  });
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
  rendererFile: string,
  webDist: string,
  pageHeaders: Record<string, string>,
): void {
  const logger = new Logger('RenderedShop');
  let shopPage: ReturnType<typeof loadShopRendering> | undefined;
  const rendered = new WeakMap<Copy, HeldAnswer>();
  const rendering = new WeakSet<Copy>();

  const render = async (copy: Copy) => {
    shopPage ??= loadShopRendering(rendererFile, webDist);
    const { html, ownScripts } = await (await shopPage)(JSON.parse(copy.body) as Product[]);
    const page = await compressedAppPage(html, pageHeaders['content-security-policy'], ownScripts);
    rendered.set(copy, heldPageAnswers(page, pageHeaders));
  };
  const renderOnce = (copy: Copy | undefined) => {
    if (!copy || rendering.has(copy)) return;
    rendering.add(copy);
    // A copy whose page cannot be rendered is answered plain (the app shows the products itself), not tried again.
    render(copy).catch((error: unknown) => logger.warn(`The shop could not be rendered: ${String(error)}`));
  };

  held.hold('/shop', (request) => {
    const copy = reads.inHand('products');
    const answerFor = copy && rendered.get(copy);
    if (answerFor) return answerFor(request);
    if (copy) renderOnce(copy);
    else void reads.fill('products').then(renderOnce);
    return undefined;
  });
}
