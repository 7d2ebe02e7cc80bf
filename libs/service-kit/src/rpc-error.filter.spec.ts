import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstValueFrom } from 'rxjs';
import { QueryFailedError } from 'typeorm';
import { DomainError } from './domain-error.js';
import { RpcErrorFilter } from './rpc-error.filter.js';
import { RpcFailure } from './rpc-failure.js';

const logged: unknown[] = [];
const recording = { log() {}, error: (message: unknown) => logged.push(message), warn() {} };

async function bodyOf(exception: unknown) {
  try {
    await firstValueFrom(new RpcErrorFilter(recording).catch(exception));
  } catch (body) {
    return body;
  }
  assert.fail('the filter must answer with an error');
}

describe('RpcErrorFilter', () => {
  it('sends a domain error as { status, code, message }', async () => {
    assert.deepEqual(await bodyOf(new DomainError(404, 'USER_NOT_FOUND', 'User not found')), {
      status: 404,
      code: 'USER_NOT_FOUND',
      message: 'User not found',
    });
  });

  it("passes on another service's failure unchanged, and does not log it as unexpected", async () => {
    logged.length = 0;
    const callee = { status: 404, code: 'USER_NOT_FOUND', message: 'User not found' };
    assert.deepEqual(await bodyOf(new RpcFailure(callee)), callee);
    const timeout = { status: 504, code: 'UPSTREAM_TIMEOUT', message: 'A service did not answer in time' };
    assert.deepEqual(await bodyOf(new RpcFailure(timeout)), timeout);
    assert.deepEqual(logged, []);
  });

  it('answers 503 while the database is down or restarting, not 500, and names no cause', async () => {
    const restarting = new QueryFailedError(
      'SELECT 1',
      [],
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const cutOff = new Error('Connection terminated unexpectedly');
    for (const exception of [restarting, refused, cutOff]) {
      assert.deepEqual(await bodyOf(exception), {
        status: 503,
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'A service is unavailable',
      });
    }
  });

  it('hides anything unexpected behind a plain 500, and logs it', async () => {
    logged.length = 0;
    assert.deepEqual(await bodyOf(new Error('duplicate key value violates "users_pkey"')), {
      status: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
    });
    assert.equal(logged.length, 1);
  });
});
