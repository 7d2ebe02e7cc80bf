import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { storableJson, storableText } from './storable-json.js';

describe('storable JSON', () => {
  it('replaces what PostgreSQL keeps no copy of, and leaves the rest as it is', () => {
    assert.equal(storableText('a\u0000b\uD800c 🦔'), 'a\uFFFDb\uFFFDc 🦔');
    assert.deepEqual(storableJson({ 'k\u0000': ['\uDFFF', 1, Infinity, null, true], ok: { n: 2.5 } }), {
      'k\uFFFD': ['\uFFFD', 1, null, null, true],
      ok: { n: 2.5 },
    });
  });
});
