import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { etagOf } from './etag.js';

describe('etagOf', () => {
  it('is a strong, quoted tag, the same for the same bytes as text or buffer', () => {
    const tag = etagOf('{"products":[]}');
    assert.match(tag, /^"[A-Za-z0-9_-]{27}"$/);
    assert.equal(etagOf(Buffer.from('{"products":[]}')), tag);
  });

  it('changes with any byte of the body', () => {
    assert.notEqual(etagOf('{"products":[1]}'), etagOf('{"products":[2]}'));
  });
});
