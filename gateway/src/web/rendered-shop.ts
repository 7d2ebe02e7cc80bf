import { Logger } from '@nestjs/common';
import type { Product } from '@storystump/contracts';
import type { Copy, PublicReads } from '../public-reads/public-reads.js';
import { compressedAppPage, type AppPage } from './app-page.js';
import type { WebBuild } from './web-build.js';

/**
 * A page showing the products (`/shop`) painted with the products the gateway holds: rendered by
 * the web build's renderer once for each copy of them, so again whenever they change, and kept
 * compressed in memory. Once the page has been asked for, a change of the products (`onChange`)
 * has it rendered again at once, not at the next visit. Until a copy is rendered (at start, and
 * for a moment after the products change) there is none, and the page is the one the build
 * rendered, which shows the products once the app has fetched them.
 */
export function renderedWithProducts(
  path: string,
  reads: PublicReads,
  build: WebBuild,
  onChange: (listener: () => void) => void,
  contentSecurityPolicy?: string,
): () => AppPage | undefined {
  const logger = new Logger('RenderedShop');
  const rendered = new WeakMap<Copy, AppPage>();
  const rendering = new WeakSet<Copy>();
  let asked = false;

  const render = async (copy: Copy) => {
    const products = JSON.parse(copy.body) as Product[];
    const { html, ownScripts } = await build.renderPage(path, { products });
    rendered.set(copy, await compressedAppPage(html, contentSecurityPolicy, ownScripts));
  };
  const renderOnce = (copy: Copy | undefined) => {
    if (!copy || rendering.has(copy)) return;
    rendering.add(copy);
    // A copy whose page cannot be rendered is answered with the build's page (the app shows the products itself), not tried again.
    render(copy).catch((error: unknown) => logger.warn(`${path} could not be rendered with the products: ${String(error)}`));
  };

  // After every listener of the change has run: the products' own drops the copy this one refills.
  onChange(() => asked && setImmediate(() => void reads.fill('products').then(renderOnce)));

  return () => {
    asked = true;
    const copy = reads.inHand('products');
    const page = copy && rendered.get(copy);
    if (page) return page;
    if (copy) renderOnce(copy);
    else void reads.fill('products').then(renderOnce);
    return undefined;
  };
}
