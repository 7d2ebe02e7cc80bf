import assert from 'node:assert/strict';
import { RpcFailure } from '@storystump/service-kit';

/** The error body a request over NATS failed with; fails the test when it succeeded. */
export async function rpcFailureOf(promise: Promise<unknown>): Promise<RpcFailure['body']> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof RpcFailure, `expected an RpcFailure, got ${String(error)}`);
    return error.body;
  }
  assert.fail('expected the request to fail');
}
