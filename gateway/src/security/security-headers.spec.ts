import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fastify from 'fastify';
import { answersPages, registerSecurityHeaders, securityHeaders, STANDARD_HEADERS } from './security-headers.js';

const DATA_CSP = "default-src 'none';frame-ancestors 'none'";

/** A server with the gateway's security headers and a route of each kind, answered by `inject`. */
async function serving() {
  const instance = fastify();
  registerSecurityHeaders(instance);
  const answer = (_request: unknown, reply: { send: (body: string) => void }) => reply.send('answer');
  instance.get('/', answer);
  instance.get('/*', answer);
  instance.get('/api/users/me', answer);
  instance.get('/api/docs-json', answer);
  instance.get('/api/docs', answer);
  instance.get('/api/docs/*', answer);
  instance.get('/api/unsubscribe', answer);
  instance.post('/api/unsubscribe', answer);
  instance.post('/api/interest/confirm', answer);
  instance.post('/api/interest/register-interest', answer);
  await instance.ready();
  return instance;
}

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
  it('give API answers written without the router a policy that loads nothing and lets nothing frame them, and no store', () => {
    const { api, page } = STANDARD_HEADERS;
    assert.deepEqual(page, securityHeaders());
    assert.equal(api['content-security-policy'], DATA_CSP);
    assert.equal(api['x-frame-options'], 'DENY');
    assert.equal(api['cache-control'], 'no-store');
  });
});

describe('registerSecurityHeaders', () => {
  it("gives the routes answering pages helmet's page policy and document headers", async () => {
    const instance = await serving();
    try {
      for (const [method, url] of [
        ['GET', '/'],
        ['GET', '/shop'],
        ['GET', '/assets/index.js'],
        ['GET', '/api/docs'],
        ['GET', '/api/docs/swagger-ui.css'],
        ['GET', '/api/unsubscribe?id=1&signature=s'],
        ['HEAD', '/api/unsubscribe'],
        // A mail link's page posts its button back to the link: that answer is a page too.
        ['POST', '/api/unsubscribe?id=1&signature=s'],
        ['POST', '/api/interest/confirm?id=1&signature=s'],
      ] as const) {
        const { headers } = await instance.inject({ method, url });
        assert.deepEqual(
          Object.fromEntries(Object.keys(STANDARD_HEADERS.page).map((name) => [name, headers[name]])),
          STANDARD_HEADERS.page,
          `${method} ${url}`,
        );
      }
    } finally {
      await instance.close();
    }
  });

  it('gives the routes answering data, and answers nothing matches, the data policy and none of the document-only headers', async () => {
    const instance = await serving();
    try {
      for (const [method, url] of [
        ['GET', '/api/users/me'],
        ['GET', '/api/docs-json'],
        ['POST', '/api/interest/register-interest'],
        ['POST', '/api/users/me'],
        ['DELETE', '/nothing'],
      ] as const) {
        const { headers } = await instance.inject({ method, url });
        const what = `${method} ${url}`;
        assert.equal(headers['content-security-policy'], DATA_CSP, what);
        assert.equal(headers['x-frame-options'], 'DENY', what);
        assert.equal(headers['x-content-type-options'], 'nosniff', what);
        assert.match(String(headers['strict-transport-security']), /max-age=\d+/, what);
        assert.equal(headers['cross-origin-resource-policy'], 'same-origin', what);
        assert.equal(headers['referrer-policy'], 'no-referrer', what);
        for (const documentOnly of [
          'cross-origin-opener-policy',
          'origin-agent-cluster',
          'x-dns-prefetch-control',
          'x-xss-protection',
        ]) {
          assert.equal(headers[documentOnly], undefined, `${what}: ${documentOnly}`);
        }
      }
    } finally {
      await instance.close();
    }
  });

  it('tells pages from data by route', () => {
    assert.equal(answersPages('/api/docs-json'), false);
    assert.equal(answersPages('/api/documents'), false);
    assert.equal(answersPages('/api/unsubscribers'), false);
    assert.equal(answersPages('/api/docs/*'), true);
    assert.equal(answersPages('/*'), true);
  });
});
