import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startSystem, type RunningSystem } from '@storystump/testing';

let system: RunningSystem;

/** The bytes as sent, not decompressed (fetch would undo the encoding this test checks). */
function raw(path: string, headers: Record<string, string> = {}) {
  return rawWithMethod('GET', path, headers);
}

function rawWithMethod(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${system.baseUrl}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

before(async () => {
  system = await startSystem();
});
after(async () => system?.stop());

describe('the web app on the wire', () => {
  it('sends the page and its script compressed, and they decompress to the same bytes', async () => {
    const plain = await raw('/');
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    const br = await raw('/', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.deepEqual(brotliDecompressSync(br.body), plain.body);
    const gz = await raw('/forgot-password', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gz.body), (await raw('/forgot-password')).body);

    const script = /src="(\/assets\/[^"]+\.js)"/.exec((await raw('/forgot-password')).body.toString())![1]!;
    const scriptPlain = await raw(script);
    const scriptBr = await raw(script, { 'accept-encoding': 'br' });
    assert.equal(scriptBr.headers['content-encoding'], 'br');
    assert.ok(scriptBr.body.length < scriptPlain.body.length / 2, 'compressed to well under half');
    assert.deepEqual(brotliDecompressSync(scriptBr.body), scriptPlain.body);
    assert.equal(scriptBr.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('honours the q-values of Accept-Encoding: an encoding given q=0 is never sent', async () => {
    const script = /src="(\/assets\/[^"]+\.js)"/.exec((await raw('/forgot-password')).body.toString())![1]!;
    const cases: Array<[acceptEncoding: string, encoding: string | undefined]> = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
      ['BR; Q=0, GZIP', 'gzip'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['gzip;q=0.5, br', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['*;q=0, identity', undefined],
      ['*, br;q=0', 'gzip'],
    ];
    for (const path of ['/', '/map', '/shop', script]) {
      for (const [acceptEncoding, encoding] of cases) {
        const res = await raw(path, { 'accept-encoding': acceptEncoding });
        assert.equal(res.status, 200, `${path} ${acceptEncoding}`);
        assert.equal(res.headers['content-encoding'], encoding, `${path} with ${acceptEncoding}`);
      }
    }
  });

  it('sends the home page with its first view in the HTML, painted before any script runs', async () => {
    for (const path of ['/', '/?utm_source=newsletter']) {
      const home = (await raw(path)).body.toString();
      assert.match(home, /<h1 id="hero-title">Storystump<\/h1>/, path);
      assert.match(home, /<img[^>]*src="\/illustrations\/stump.svg"/, path);
      assert.match(home, /<a[^>]*href="\/shop"[^>]*>Shop<\/a>/, path);
      // The app's script, asked for once the page is painted, is the one every other page starts.
      const script = /script\.src = "(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
      assert.ok(script, path);
      assert.match(
        (await raw('/forgot-password')).body.toString(),
        new RegExp(`<script type="module" crossorigin src="${script}">`),
      );
      assert.equal((await raw(script)).status, 200);
    }
    // Its one inline script, which asks for the app once the page is painted, is allowed by its hash alone.
    const home = await raw('/');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(home.body.toString())![1]!;
    const policy = String(home.headers['content-security-policy']);
    assert.match(
      policy,
      new RegExp(`script-src 'self' 'sha256-${createHash('sha256').update(inline).digest('base64').replace(/[+/]/g, '\\$&')}';`),
    );
    assert.doesNotMatch(policy, /unsafe-inline'?;?[^;]*script|script-src[^;]*unsafe-inline/);
    // A route with no first view of its own starts empty: the app draws it.
    const forgotPassword = (await raw('/forgot-password')).body.toString();
    assert.match(forgotPassword, /<div id="root"><\/div>/);
    assert.doesNotMatch(forgotPassword, /hero-title/);
    assert.equal((await raw('/home.html')).status, 404);
  });

  it('answers a client-side route with the page, and 304 when the browser has it', async () => {
    const page = await raw('/account');
    assert.equal(page.status, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    const again = await raw('/account', { 'if-none-match': String(page.headers.etag) });
    assert.equal(again.status, 304);
  });

  it("answers a host's link with the page even when it looks like a file's name", async () => {
    // A link ends `.<version>.<signature>`: a signature with no - or _ ends like a file's extension.
    for (const signature of ['A'.repeat(43), `${'A'.repeat(21)}-${'B'.repeat(21)}`]) {
      const path = `/host/${randomUUID()}.1.${signature}`;
      const got = await raw(path);
      assert.equal(got.status, 200, path);
      assert.match(String(got.headers['content-type']), /text\/html/, path);
    }
    assert.equal((await raw('/assets/no-such-file.js')).status, 404);
  });

  it("answers every page of the app's table 200, and an address no page has 404 with the app's page", async () => {
    const page = await raw('/account');
    for (const path of ['/map', '/contact', '/admin?tab=fleet', '/wifisetup/', '/reset-password?token=abc']) {
      const got = await raw(path);
      assert.equal(got.status, 200, path);
      assert.match(String(got.headers['content-type']), /text\/html/, path);
    }
    for (const path of ['/no-such-page', '/shop/owl', '/account/characters', '/admin/fleet']) {
      const got = await raw(path);
      assert.equal(got.status, 404, path);
      assert.match(String(got.headers['content-type']), /text\/html/, path);
      assert.deepEqual(got.body, page.body, `${path} answers with the app's page`);
    }
    const compressed = await raw('/no-such-page', { 'accept-encoding': 'br' });
    assert.equal(compressed.status, 404);
    assert.equal(compressed.headers['content-encoding'], 'br');
    assert.equal((await rawWithMethod('HEAD', '/no-such-page')).status, 404);
  });

  it('has real robots.txt and sitemap.xml files', async () => {
    const robots = await raw('/robots.txt');
    assert.equal(robots.status, 200);
    assert.match(String(robots.headers['content-type']), /text\/plain/);
    assert.match(robots.body.toString(), /^User-agent: \*$/m);
    assert.match(robots.body.toString(), /^Disallow: \/admin$/m);
    assert.match(robots.body.toString(), /^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    const sitemap = await raw('/sitemap.xml');
    assert.match(String(sitemap.headers['content-type']), /application\/xml/);
    assert.match(sitemap.body.toString(), /<loc>http:\/\/localhost:\d+\/shop<\/loc>/);
  });

  it("keeps the build's notes and compressed copies to itself", async () => {
    assert.equal((await raw('/.vite/manifest.json')).status, 404);
    assert.equal((await raw('/index.html.br')).status, 404);
  });

  it('has a liveness route that asks no service', async () => {
    const live = await raw('/api/health/live');
    assert.equal(live.status, 200);
    assert.deepEqual(JSON.parse(live.body.toString()), { status: 'ok' });
  });
});

/** The headers a reply's bytes are judged by: all but those that differ on every answer. */
function lasting(headers: Record<string, string | string[] | undefined>) {
  const { 'x-request-id': id, date, ...rest } = headers;
  assert.match(String(id), /^[0-9a-f-]{36}$/);
  assert.ok(date);
  return rest;
}

describe('the answers made once and kept (the page, liveness, the public lists)', () => {
  // HEAD is answered by each route's own handler, with the hooks every other route has.
  const cases: [string, string, Record<string, string>][] = [
    ['the page', '/', {}],
    ['the page in brotli', '/', { 'accept-encoding': 'gzip, deflate, br' }],
    ['the page in gzip', '/', { 'accept-encoding': 'gzip' }],
    ['liveness', '/api/health/live', {}],
    ['the products', '/api/stripe/products', {}],
    ['the base stations', '/api/basestations', {}],
  ];
  const decoded = (res: { headers: Record<string, unknown>; body: Buffer }) =>
    res.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(res.body)
      : res.headers['content-encoding'] === 'gzip'
        ? gunzipSync(res.body)
        : res.body;
  const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

  for (const [name, path, headers] of cases) {
    it(`answers ${name} with the head its route's handler gives, and the bytes its version names`, async () => {
      await raw(path, headers); // a public list's first request fills the gateway's copy
      const got = await raw(path, headers);
      const handled = await rawWithMethod('HEAD', path, headers);
      assert.equal(got.status, 200);
      assert.equal(handled.status, 200);
      assert.deepEqual(lasting(got.headers), lasting(handled.headers));
      assert.equal(Number(got.headers['content-length']), got.body.length);
      if (path === '/api/health/live') assert.deepEqual(JSON.parse(got.body.toString()), { status: 'ok' });
      else assert.equal(etagOf(decoded(got)), got.headers.etag);
      assert.deepEqual(lasting((await raw(`${path}?with=query`, headers)).headers), lasting(got.headers));
    });
  }

  for (const path of ['/', '/api/stripe/products', '/api/basestations']) {
    it(`answers 304 to ${path} with the same headers as its route's handler when the browser has it`, async () => {
      const etag = String((await raw(path)).headers.etag);
      const got = await raw(path, { 'if-none-match': etag });
      const handled = await rawWithMethod('HEAD', path, { 'if-none-match': etag });
      assert.equal(got.status, 304);
      assert.equal(handled.status, 304);
      // Fastify's HEAD routes say the length of the nothing a 304 carries.
      const { 'content-length': none, ...handledHead } = handled.headers;
      assert.equal(none, '0');
      assert.deepEqual(lasting(got.headers), lasting(handledHead));
      assert.equal(got.body.length, 0);
      assert.equal((await raw(path, { 'if-none-match': '"an-old-copy"' })).status, 200);
    });
  }

  for (const path of ['/api/stripe/products', '/api/basestations']) {
    it(`lets a CDN hold ${path} for a moment, and a browser ask again each time`, async () => {
      const list = await raw(path);
      assert.equal(list.headers['cache-control'], 'public, max-age=0, s-maxage=10, stale-while-revalidate=60');
      const again = await raw(path, { 'if-none-match': String(list.headers.etag) });
      assert.equal(again.status, 304);
      assert.equal(again.headers['cache-control'], list.headers['cache-control']);
    });
  }

  it('gives every answer an id of its own', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      ids.add(String((await raw('/')).headers['x-request-id']));
      ids.add(String((await raw('/api/health/live')).headers['x-request-id']));
    }
    assert.equal(ids.size, 10);
  });

  it('answers other methods on those paths as any path, with the standard headers', async () => {
    const head = await rawWithMethod('HEAD', '/');
    assert.equal(head.status, 200);
    assert.match(String(head.headers['content-type']), /text\/html/);
    const post = await rawWithMethod('POST', '/api/health/live');
    assert.equal(post.status, 404);
    assert.equal((JSON.parse(post.body.toString()) as { code: string }).code, 'NOT_FOUND');
    assert.deepEqual(lasting(post.headers)['x-frame-options'], 'DENY');
  });
});
