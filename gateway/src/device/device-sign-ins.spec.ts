import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExecutionContext } from '@nestjs/common';
import { RpcFailure } from '@storystump/service-kit';
import { toHttpError } from '../errors/to-http-error.js';
import type { GatewayConfig } from '../gateway-config.js';
import type { RateLimitStore } from '../rate-limit/rate-limit.store.js';
import type { DeviceRequest } from './device-key.js';
import { DeviceSignIns } from './device-sign-ins.js';

const goodKey = `ssk_${'A'.repeat(43)}`;
const guessedKey = `ssk_${'B'.repeat(43)}`;

/** Counts in memory, per counter, as the Redis store does within one window. */
function countersInMemory() {
  const counts = new Map<string, number>();
  const store = {
    hit: async (rule: string, key: string) => {
      const hits = (counts.get(`${rule}:${key}`) ?? 0) + 1;
      counts.set(`${rule}:${key}`, hits);
      return { hits, secondsLeft: 600 };
    },
  } as unknown as RateLimitStore;
  return { store, counts };
}

function call(signIns: DeviceSignIns, authorization: string | undefined, ip = '203.0.113.7') {
  const request = { ip, headers: authorization ? { authorization } : {} } as DeviceRequest;
  const headers: Record<string, string> = {};
  const context = {
    switchToHttp: () => ({
      getRequest: () => request,
      getResponse: () => ({ header: (k: string, v: string) => (headers[k] = v) }),
    }),
  } as unknown as ExecutionContext;
  try {
    signIns.admit(context);
    return { request, admitted: true, headers };
  } catch (error) {
    return { request, admitted: false, error: toHttpError(error), headers };
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const refusedByDevices = new RpcFailure({ status: 401, code: 'API_KEY_INVALID', message: 'This API key is not valid' });

describe('DeviceSignIns', () => {
  it('reads a well-formed key as its hash, and refuses a user token or no key', () => {
    const signIns = new DeviceSignIns(countersInMemory().store, { deviceSignInFailureLimit: 30 } as GatewayConfig);
    const admitted = call(signIns, `ApiKey ${goodKey}`);
    assert.equal(admitted.admitted, true);
    assert.match(admitted.request.deviceKeyHash ?? '', /^[0-9a-f]{64}$/);
    assert.equal(call(signIns, 'Bearer a.b.c').error?.status, 401);
    assert.equal(call(signIns, undefined).error?.status, 401);
  });

  it('refuses a key the devices service refused without asking it again, with its very answer', async () => {
    const signIns = new DeviceSignIns(countersInMemory().store, { deviceSignInFailureLimit: 30 } as GatewayConfig);
    const first = call(signIns, `ApiKey ${guessedKey}`);
    assert.equal(first.admitted, true, 'the first time, devices decides');
    signIns.refusedByService(first.request, refusedByDevices);
    const again = call(signIns, `ApiKey ${guessedKey}`);
    assert.deepEqual(again.error, { status: 401, body: { message: 'This API key is not valid', code: 'API_KEY_INVALID' } });
    assert.equal(call(signIns, `ApiKey ${goodKey}`).admitted, true, 'other keys are still asked about');
  });

  it('refuses an address with too many refused keys (429 with Retry-After), and only that address', async () => {
    const { store, counts } = countersInMemory();
    const signIns = new DeviceSignIns(store, { deviceSignInFailureLimit: 5 } as GatewayConfig);
    for (let i = 0; i < 5; i++) {
      const guess = call(signIns, `ApiKey ssk_${String(i).repeat(43)}`);
      signIns.refusedByService(guess.request, refusedByDevices);
      await settle();
    }
    assert.equal(counts.get('device-sign-in-failures:203.0.113.7'), 5);
    const blocked = call(signIns, `ApiKey ${goodKey}`);
    assert.equal(blocked.error?.status, 429);
    assert.equal(blocked.headers['retry-after'], '600');
    assert.equal(call(signIns, `ApiKey ${goodKey}`, '198.51.100.2').admitted, true);
  });
});
