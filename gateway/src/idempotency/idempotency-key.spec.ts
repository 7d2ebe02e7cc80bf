import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { idempotencyOf as idempotencyUnder, type Caller, type KeyedRequest } from './idempotency-key.js';

const secret = randomBytes(32);
const idempotencyOf = (request: KeyedRequest, caller: Caller, header: string) =>
  idempotencyUnder(request, caller, header, secret);

const refundOf = (order: string, query = ''): KeyedRequest => ({
  method: 'POST',
  url: `/api/orders/${order}/refund${query}`,
  body: undefined,
});
const caller = { actorId: '6f1f7c1e-2b9a-4c1e-9a55-3c1d2e4f5a6b', address: '203.0.113.7' };

describe('idempotencyOf', () => {
  it('gives one key to a caller whatever the request, and another fingerprint to another path, query or body', () => {
    const first = idempotencyOf(refundOf('a'), caller, 'key-1');
    const other = idempotencyOf(refundOf('b'), caller, 'key-1');
    assert.equal(other.key, first.key);
    assert.notEqual(other.requestHash, first.requestHash);
    assert.notEqual(idempotencyOf(refundOf('a', '?notify=1'), caller, 'key-1').requestHash, first.requestHash);
    assert.notEqual(
      idempotencyOf({ ...refundOf('a'), body: { reason: 'late' } }, caller, 'key-1').requestHash,
      first.requestHash,
    );
    assert.deepEqual(idempotencyOf(refundOf('a'), caller, 'key-1'), first, 'the same request, the same idempotency');
  });

  it('reads a query in any order as the same request', () => {
    assert.equal(
      idempotencyOf(refundOf('a', '?x=1&y=2'), caller, 'key-1').requestHash,
      idempotencyOf(refundOf('a', '?y=2&x=1'), caller, 'key-1').requestHash,
    );
  });

  it('keeps callers apart, and derives the reply key from nothing that is stored', () => {
    const mine = idempotencyOf(refundOf('a'), caller, 'key-1');
    const theirs = idempotencyOf(refundOf('a'), { address: caller.address }, 'key-1');
    assert.notEqual(theirs.key, mine.key);
    assert.notEqual(theirs.replyKey, mine.replyKey);
    assert.notEqual(mine.replyKey, mine.key);
    assert.notEqual(mine.replyKey, mine.requestHash);
  });

  it('derives every key under the gateway secret: without it, trying client keys finds no stored key', () => {
    const mine = idempotencyOf(refundOf('a'), caller, 'k1');
    const otherSecret = idempotencyUnder(refundOf('a'), caller, 'k1', randomBytes(32));
    assert.notEqual(otherSecret.key, mine.key);
    assert.notEqual(otherSecret.replyKey, mine.replyKey);
    assert.notEqual(otherSecret.requestHash, mine.requestHash);
  });
});
