import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { securityHeaders } from './security-headers.js';

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
