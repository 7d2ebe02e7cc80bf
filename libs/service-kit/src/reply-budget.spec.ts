import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fittingReply } from './reply-budget.js';

describe('a reply within its budget', () => {
  it('keeps a list that fits as it is', () => {
    const items = [{ a: 1 }, { a: 2 }];
    assert.equal(fittingReply(items, 100), items);
  });

  it('cuts a list to the leading whole items that fit, counting bytes, not characters', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ i, text: 'é'.repeat(40) }));
    const kept = fittingReply(items, 300);
    assert.deepEqual(kept, items.slice(0, kept.length));
    assert.ok(Buffer.byteLength(JSON.stringify(kept)) <= 300);
    assert.ok(Buffer.byteLength(JSON.stringify(items.slice(0, kept.length + 1))) > 300);
  });
});
