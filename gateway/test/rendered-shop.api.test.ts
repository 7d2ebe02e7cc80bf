import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CatalogRoutes, OrderRoutes } from '@storystump/contracts';
import { eventually, startSystem, type OwnSystem, apiClient } from '@storystump/testing';
import { signInAsAdmin } from './sessions.js';

// A system of its own: the stock changed here must not reach other files' shoppers.
let system: OwnSystem;
let call: ReturnType<typeof apiClient>;
let admin: string;

function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${system.baseUrl}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const cardsIn = (html: string) => html.match(/data-testid="product-card"/g)?.length ?? 0;

/** The shop's page once it is rendered with the products as they are now. */
async function renderedShop(check: (html: string) => boolean = () => true) {
  return eventually(
    async () => (await raw('/shop')).body.toString('utf8'),
    (html) => cardsIn(html) > 0 && check(html),
    10_000,
  );
}

before(async () => {
  system = await startSystem({ settings: { LOG_LEVEL: 'warn' } });
  call = apiClient(system.baseUrl);
  admin = await signInAsAdmin(call, system);
});
after(async () => system?.stop());

describe('the shop rendered with its products', () => {
  it('paints every product card, priced and pictured, before any script, with no skeletons', async () => {
    const products = (await call(CatalogRoutes.products)).body;
    assert.ok(products.length > 1);
    const html = await renderedShop();
    assert.equal(cardsIn(html), products.length);
    assert.doesNotMatch(html, /skeleton-card/);
    assert.match(html, /<div id="root" inert>/);
    assert.match(html, /<h1>Shop<\/h1>/);
    for (const product of products) {
      assert.ok(html.includes(`>${product.name}</h2>`), product.name);
      if (product.image) assert.ok(html.includes(`src="${product.image}"`), product.image);
    }
    assert.match(html, /£24\.99/);
    // The app's script is asked for after the first paint, by the page's one inline script.
    assert.doesNotMatch(html, /<script type="module"/);
    assert.equal(html.match(/<script>/g)?.length, 1);
  });

  it("links the shop's own stylesheets, each served, and allows its inline script by its hash alone", async () => {
    await renderedShop();
    const page = await raw('/shop');
    const html = page.body.toString('utf8');
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(([, href]) => href!);
    assert.ok(stylesheets.length >= 2, html.slice(0, 2000));
    for (const href of stylesheets) {
      const css = await raw(href);
      assert.equal(css.status, 200, href);
      assert.match(String(css.headers['content-type']), /text\/css/);
    }
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const policy = String(page.headers['content-security-policy']);
    assert.equal(
      policy.split(';').find((directive) => directive.startsWith('script-src ')),
      `script-src 'self' ${hash}`,
    );
    assert.match(String(page.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    // Browsers ask again each time; an Ingress or a CDN may hold it a moment.
    assert.equal(page.headers['cache-control'], 'public, max-age=0, s-maxage=60, stale-while-revalidate=60');
  });

  it('sends the same page compressed, and 304 to a browser that has it', async () => {
    await renderedShop();
    const plain = await raw('/shop');
    const br = await raw('/shop', { 'accept-encoding': 'br' });
    const gz = await raw('/shop', { 'accept-encoding': 'gzip' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(brotliDecompressSync(br.body), plain.body);
    assert.deepEqual(gunzipSync(gz.body), plain.body);
    assert.ok(br.body.length < plain.body.length / 3);
    const again = await raw('/shop', { 'if-none-match': String(plain.headers.etag) });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  it('renders the shop again when a product changes, and shows it out of stock', async () => {
    await renderedShop();
    const outOfStock = (html: string) =>
      html.split('data-testid="product-card"').some((card) => card.includes('Garden Stump') && card.includes('Out of Stock'));
    assert.equal(outOfStock(await renderedShop()), false);
    const set = await call(OrderRoutes.setStock, { params: { id: 'prod_garden_stump' }, token: admin, body: { stock: 0 } });
    assert.equal(set.status, 200);
    await renderedShop(outOfStock);
    await call(OrderRoutes.setStock, { params: { id: 'prod_garden_stump' }, token: admin, body: { stock: null } });
    await renderedShop((html) => !outOfStock(html));
  });
});
