import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { illFormedPart, MAX_JSON_DEPTH } from './well-formed-json.js';

const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

describe('well-formed JSON bodies', () => {
  it('passes what the API takes: text in any script, emoji, numbers, nesting within the limit', () => {
    assert.equal(illFormedPart({ name: 'Ffion 🦔 Ōwl', count: 3, tags: ['a'], deep: nested(MAX_JSON_DEPTH - 1) }), undefined);
  });

  it('names a lone surrogate in a value or a key, and where it is', () => {
    assert.equal(
      illFormedPart({ visits: [{ serialNumber: 'a\uD800' }] }),
      'visits.0.serialNumber must be well-formed text (it holds a lone UTF-16 surrogate)',
    );
    assert.equal(
      illFormedPart({ extra: { '\uDFFF': 1 } }),
      'extra has a key that is not well-formed text (a lone UTF-16 surrogate)',
    );
    assert.equal(illFormedPart('\uD800'), 'The body must be well-formed text (it holds a lone UTF-16 surrogate)');
  });

  it('names a NUL character in a value or a key', () => {
    assert.equal(illFormedPart({ email: 'a\u0000b' }), 'email must not contain the NUL character (U+0000)');
    assert.equal(illFormedPart({ 'a\u0000': 1 }), 'The body has a key with the NUL character (U+0000)');
  });

  it('refuses nesting past the limit, as a 5,000-deep array', () => {
    assert.equal(illFormedPart(nested(5000)), `The body must not nest deeper than ${MAX_JSON_DEPTH} levels`);
    assert.equal(illFormedPart({ a: nested(MAX_JSON_DEPTH) }), `The body must not nest deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it('refuses a number JSON read as infinite', () => {
    assert.equal(illFormedPart(JSON.parse('{"timestamp": 1e400}')), 'timestamp must be a finite number');
  });
});
