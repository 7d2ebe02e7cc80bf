import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { securityHeaders, STANDARD_HEADERS, standardHeadersFor } from './security-headers.js';

describe('securityHeaders', () => {
  it("are helmet's headers, with the site's content security policy", () => {
    const headers = securityHeaders();
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.match(headers['strict-transport-security'] ?? '', /max-age=\d+/);
    assert.equal(headers['x-frame-options'], 'SAMEORIGIN');
    assert.match(headers['content-security-policy'] ?? '', /default-src 'self'/);
    assert.match(headers['content-security-policy'] ?? '', /script-src 'self'/);
    assert.equal(headers['x-powered-by'], undefined);
  });
});

describe('STANDARD_HEADERS', () => {
  it('give pages the site policy and helmet’s document headers', () => {
    const { page } = STANDARD_HEADERS;
    assert.deepEqual(page, securityHeaders());
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-dns-prefetch-control']) {
      assert.ok(page[name], name);
    }
  });

  it('give API answers a policy that loads nothing and lets nothing frame them, and no store', () => {
    const { api } = STANDARD_HEADERS;
    assert.equal(api['content-security-policy'], "default-src 'none';frame-ancestors 'none'");
    assert.equal(api['x-frame-options'], 'DENY');
    assert.equal(api['x-content-type-options'], 'nosniff');
    assert.match(api['strict-transport-security'] ?? '', /max-age=\d+/);
    assert.equal(api['cross-origin-resource-policy'], 'same-origin');
    assert.equal(api['referrer-policy'], 'no-referrer');
    assert.equal(api['cache-control'], 'no-store');
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-xss-protection',
    ]) {
      assert.equal(api[documentOnly], undefined, documentOnly);
    }
  });
});

describe('standardHeadersFor', () => {
  it('gives API headers to API targets, and page headers to pages and to the API targets a browser is sent to or posts to', () => {
    const { page, api, apiPage } = STANDARD_HEADERS;
    const answers: Array<[string, string, Readonly<Record<string, string>>]> = [
      ['GET', '/api/users/me', api],
      ['GET', '/api/health/live?x=1', api],
      ['GET', '/api/docs-json', api],
      ['GET', '/api/documents', api],
      ['GET', '/api/unsubscribers', api],
      ['POST', '/api/interest/register-interest', api],
      ['POST', '/api/docs', api],
      ['GET', '/', page],
      ['GET', '/shop', page],
      ['GET', '/assets/index.js', page],
      ['GET', '/api/docs', apiPage],
      ['GET', '/api/docs/', apiPage],
      ['GET', '/api/docs/swagger-ui.css', apiPage],
      ['GET', '/api/docs?x=1', apiPage],
      ['GET', '/api/unsubscribe?id=1&signature=s', apiPage],
      ['HEAD', '/api/unsubscribe', apiPage],
      // A mail link's page posts its button back to the link: that answer is a page too.
      ['POST', '/api/unsubscribe?id=1&signature=s', apiPage],
      ['GET', '/api/interest/confirm?id=1&signature=s', apiPage],
      ['HEAD', '/api/interest/confirm?id=1&signature=s', apiPage],
      ['POST', '/api/interest/confirm?id=1&signature=s', apiPage],
    ];
    for (const [method, target, expected] of answers) {
      assert.equal(standardHeadersFor(method, target), expected, `${method} ${target}`);
    }
    // The API's own pages are pages kept by no one, as every answer under /api.
    assert.deepEqual(apiPage, { ...page, 'cache-control': 'no-store' });
  });
});
