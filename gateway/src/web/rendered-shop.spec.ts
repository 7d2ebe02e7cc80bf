import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import type { HeldAnswer, HeldAnswers } from '../http/held-answers.js';
import type { Copy, PublicReads } from '../public-reads/public-reads.js';
import { holdRenderedShop } from './rendered-shop.js';

const POLICY = "default-src 'self';script-src 'self';script-src-attr 'none'";
const BOOT = 'boot()';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A web build whose renderer writes each product's name into the page as it is, and one script of its own. */
function webBuild(): { rendererFile: string; webDist: string } {
  const root = mkdtempSync(join(tmpdir(), 'rendered-shop-'));
  const webDist = join(root, 'dist');
  mkdirSync(join(webDist, '.vite'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
  const rendererFile = join(root, 'prerender.mjs');
  writeFileSync(
    rendererFile,
    `export const renderShop = async (products) => products.map((p) => '<h2>' + p.name + '</h2>').join('');
     export const stylesheetsOf = () => [];
     export const pageWithFirstView = (indexHtml, firstView) =>
       indexHtml.replace('<div id="root"></div>', '<div id="root">' + firstView + '</div>').replace('</body>', '<script>${BOOT}</script></body>');`,
  );
  return { rendererFile, webDist };
}

/** The headers of the shop's answer once it is rendered. */
async function renderedShopHeaders(products: Array<{ name: string }>): Promise<Record<string, string>> {
  let answer: HeldAnswer | undefined;
  const held = { hold: (_path: string, held: HeldAnswer) => (answer = held) } as unknown as HeldAnswers;
  const copy: Copy = { body: JSON.stringify(products), etag: '"1"' };
  const reads = { inHand: () => copy, fill: async () => copy } as unknown as PublicReads;
  const { rendererFile, webDist } = webBuild();
  holdRenderedShop(held, reads, rendererFile, webDist, { 'content-security-policy': POLICY });
  const request = { headers: {} } as FastifyRequest;
  for (let tries = 0; tries < 100; tries++) {
    const fixed = answer!(request);
    if (fixed) return fixed.headers;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the shop was never rendered');
}

describe('the rendered shop', () => {
  it("allows the renderer's own scripts, never a script-looking text in a product's name", async () => {
    const headers = await renderedShopHeaders([{ name: 'Owl' }, { name: '<script>steal(document.cookie)</script>' }]);
    const scriptSources = headers['content-security-policy']!.split(';').find((directive) => directive.startsWith('script-src '));
    assert.equal(scriptSources, `script-src 'self' ${sha256(BOOT)}`);
  });
});
