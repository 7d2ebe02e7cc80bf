import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Copy, PublicReads } from '../public-reads/public-reads.js';
import type { AppPage } from './app-page.js';
import { renderedWithProducts } from './rendered-shop.js';
import { WebBuild } from './web-build.js';

const POLICY = "default-src 'self';script-src 'self';script-src-attr 'none'";
const BOOT = 'boot()';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A web build whose renderer writes each product's name into the page as it is, and one script of its own. */
function webBuild(): WebBuild {
  const root = mkdtempSync(join(tmpdir(), 'rendered-shop-'));
  const webDist = join(root, 'dist');
  const rendererDir = join(root, 'dist-render');
  mkdirSync(join(webDist, '.vite'), { recursive: true });
  mkdirSync(rendererDir);
  writeFileSync(join(webDist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(rendererDir, 'render-page.js'),
    `const page = (indexHtml, firstView) =>
       indexHtml.replace('<div id="root"></div>', '<div id="root">' + firstView + '</div>').replace('</body>', '<script>${BOOT}</script></body>');
     export const renderPage = async (path, { products }, { indexHtml }) => ({
       html: page(indexHtml, products.map((p) => '<h2>' + p.name + '</h2>').join('')),
       ownScripts: page(indexHtml, ''),
     });`,
  );
  return WebBuild.at(webDist, rendererDir)!;
}

const copyOf = (products: Array<{ name: string }>): Copy => ({ body: JSON.stringify(products), etag: `"${products.length}"` });
const moment = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The shop as the gateway renders it from the products it holds, and a change of them. */
function shop(products: Array<{ name: string }>) {
  let copy = copyOf(products);
  let changed = () => {};
  const reads = { inHand: () => copy, fill: async () => copy } as unknown as PublicReads;
  const current = renderedWithProducts('/shop', reads, webBuild(), (listener) => (changed = listener), POLICY);
  const change = (to: Array<{ name: string }>) => {
    copy = copyOf(to);
    changed();
  };
  return { current, change };
}

/** The page `current` gives once it is rendered. */
async function rendered(current: () => AppPage | undefined): Promise<AppPage> {
  for (let tries = 0; tries < 100; tries++) {
    const page = current();
    if (page) return page;
    await moment();
  }
  throw new Error('the shop was never rendered');
}

const renderedShop = (products: Array<{ name: string }>) => rendered(shop(products).current);

describe('the rendered shop', () => {
  it("allows the renderer's own scripts, never a script-looking text in a product's name", async () => {
    const page = await renderedShop([{ name: 'Owl' }, { name: '<script>steal(document.cookie)</script>' }]);
    assert.match(page.bodies.identity.toString(), /<h2>Owl<\/h2>/);
    const scriptSources = page.replies.identity.headers['content-security-policy']!.split(';').find((directive) =>
      directive.startsWith('script-src '),
    );
    assert.equal(scriptSources, `script-src 'self' ${sha256(BOOT)}`);
  });

  it('is rendered again as soon as the products change, before anyone asks for it', async () => {
    const { current, change } = shop([{ name: 'Owl' }]);
    await rendered(current);
    change([{ name: 'Owl' }, { name: 'Bunny' }]);
    for (let tries = 0; tries < 10; tries++) await moment();
    assert.match(current()?.bodies.identity.toString() ?? 'not rendered', /<h2>Bunny<\/h2>/);
  });
});
