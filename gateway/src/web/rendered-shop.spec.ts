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

/** The shop's page once it is rendered. */
async function renderedShop(products: Array<{ name: string }>): Promise<AppPage> {
  const copy: Copy = { body: JSON.stringify(products), etag: '"1"' };
  const reads = { inHand: () => copy, fill: async () => copy } as unknown as PublicReads;
  const current = renderedWithProducts('/shop', reads, webBuild(), POLICY);
  for (let tries = 0; tries < 100; tries++) {
    const page = current();
    if (page) return page;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the shop was never rendered');
}

describe('the rendered shop', () => {
  it("allows the renderer's own scripts, never a script-looking text in a product's name", async () => {
    const page = await renderedShop([{ name: 'Owl' }, { name: '<script>steal(document.cookie)</script>' }]);
    assert.match(page.bodies.identity.toString(), /<h2>Owl<\/h2>/);
    const scriptSources = page.replies.identity.headers['content-security-policy']!.split(';').find((directive) =>
      directive.startsWith('script-src '),
    );
    assert.equal(scriptSources, `script-src 'self' ${sha256(BOOT)}`);
  });
});
