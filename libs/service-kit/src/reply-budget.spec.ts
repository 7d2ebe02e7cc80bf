import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fittingReply, piecesOf } from './reply-budget.js';

describe('a page within its budget', () => {
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

describe('a list in pieces', () => {
  it('sends a list that fits as one piece, and an empty list as one empty piece', () => {
    assert.deepEqual(piecesOf([{ a: 1 }, { a: 2 }], 100), [[{ a: 1 }, { a: 2 }]]);
    assert.deepEqual(piecesOf([], 100), [[]]);
  });

  it('cuts a long list into pieces that each fit and together are the whole list, in order', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ i, text: 'é'.repeat(40) }));
    const pieces = piecesOf(items, 300);
    assert.ok(pieces.length > 1);
    assert.deepEqual(pieces.flat(), items);
    for (const piece of pieces) {
      assert.ok(piece.length > 0);
      assert.ok(Buffer.byteLength(JSON.stringify(piece)) <= 300, `a piece of ${JSON.stringify(piece).length} bytes`);
    }
    // Each piece is as full as it may be: the next item would not have fitted.
    for (let p = 0; p < pieces.length - 1; p++) {
      assert.ok(Buffer.byteLength(JSON.stringify([...pieces[p]!, pieces[p + 1]![0]])) > 300);
    }
  });

  it('sends an item larger than the budget in a piece of its own', () => {
    const big = { text: 'x'.repeat(500) };
    assert.deepEqual(piecesOf([{ a: 1 }, big, { a: 2 }], 100), [[{ a: 1 }], [big], [{ a: 2 }]]);
  });
});
