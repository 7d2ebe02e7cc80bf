import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadAppPage } from './app-page.js';

const POLICY = "default-src 'self';script-src 'self';script-src-attr 'none'";

describe('loadAppPage', () => {
  it("allows a page's inline scripts, and only them, by their hashes", () => {
    const dist = mkdtempSync(join(tmpdir(), 'app-page-'));
    writeFileSync(join(dist, 'home.html'), '<html><body><p>hi</p><script>start()</script></body></html>');
    writeFileSync(join(dist, 'index.html'), '<html><body><script type="module" src="/a.js"></script></body></html>');
    const hash = createHash('sha256').update('start()').digest('base64');

    const home = loadAppPage(dist, 'home.html', POLICY)!;
    for (const reply of [home.replies.identity, home.replies.notModified]) {
      assert.equal(
        reply.headers['content-security-policy'],
        `default-src 'self';script-src 'self' 'sha256-${hash}';script-src-attr 'none'`,
      );
    }
    // A page with no inline script keeps the standard policy (set for every page elsewhere).
    assert.equal(loadAppPage(dist, 'index.html', POLICY)!.replies.identity.headers['content-security-policy'], undefined);
    assert.equal(loadAppPage(dist, 'missing.html', POLICY), null);
  });
});
