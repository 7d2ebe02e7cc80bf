import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TimeoutError } from 'rxjs';
import { RpcFailure, toRpcFailure } from './rpc-failure.js';

describe('toRpcFailure', () => {
  it("keeps a service's own error as it is", () => {
    const body = { status: 409, code: 'EMAIL_TAKEN', message: 'taken' };
    assert.deepEqual(toRpcFailure(body).body, body);
  });

  it('makes a timeout a 504', () => {
    assert.equal(toRpcFailure(new TimeoutError()).body.status, 504);
  });

  it('makes no responders or a lost connection a 503', () => {
    assert.equal(toRpcFailure(new Error('503 no responders')).body.status, 503);
    assert.equal(toRpcFailure({ message: 'Connection closed' }).body.status, 503);
    assert.equal(toRpcFailure('CONNECTION_REFUSED').body.status, 503);
    assert.equal(toRpcFailure('There are no subscribers listening to that message ("catalog.products.list")').body.status, 503);
  });

  it('makes a request past NATS max_payload a 413: the caller sent too much', () => {
    const failure = toRpcFailure(new Error("'payload' max_payload size exceeded"));
    assert.deepEqual(failure.body, {
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large for the services to take',
    });
  });

  it('makes anything else a 502 without its text', () => {
    const failure = toRpcFailure(new Error('SELECT * FROM secrets failed'));
    assert.equal(failure.body.status, 502);
    assert.doesNotMatch(failure.body.message, /SELECT/);
  });

  it('passes an RpcFailure through untouched', () => {
    const failure = new RpcFailure({ status: 404, code: 'X', message: 'gone' });
    assert.equal(toRpcFailure(failure), failure);
  });
});
