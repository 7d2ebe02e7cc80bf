import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstValueFrom } from 'rxjs';
import { DomainError } from './domain-error.js';
import { RpcErrorFilter } from './rpc-error.filter.js';

const silent = { log() {}, error() {}, warn() {} };

async function bodyOf(exception: unknown) {
  try {
    await firstValueFrom(new RpcErrorFilter(silent).catch(exception));
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

  it('hides anything unexpected behind a plain 500', async () => {
    assert.deepEqual(await bodyOf(new Error('duplicate key value violates "users_pkey"')), {
      status: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
    });
  });
});
