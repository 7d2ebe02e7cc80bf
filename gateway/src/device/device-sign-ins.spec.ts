import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExecutionContext } from '@nestjs/common';
import { RpcFailure } from '@storystump/service-kit';
import { toHttpError } from '../errors/to-http-error.js';
import type { GatewayConfig } from '../gateway-config.js';
import type { RateLimitStore } from '../rate-limit/rate-limit.store.js';
import { hashOfKey, type DeviceRequest } from './device-key.js';
import type { DeviceIdentities } from './device-identities.js';
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
    peek: async (rule: string, key: string) => counts.get(`${rule}:${key}`) ?? 0,
  } as unknown as RateLimitStore;
  return { store, counts };
}

const goodIdentity = {
  keyId: '5d0c8f2e-8f5c-4d43-9c55-6a3c0f1e9b11',
  baseStation: {
    _id: 'c3b2a1d0-1111-4222-8333-944455556666',
    base_id: 'stump-1',
    friendly_name: 'Fox Den',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};

/** Devices' answers, as DeviceIdentities passes them on: the good key is known, any other refused. */
function identitiesOfDevices() {
  const asked: string[] = [];
  const identities = {
    known: () => undefined,
    onReconfirmed: () => undefined,
    resolve: async (keyHash: string) => {
      asked.push(keyHash);
      if (keyHash === hashOfKey(goodKey)) return goodIdentity;
      throw refusedByDevices;
    },
  } as unknown as DeviceIdentities;
  return { identities, asked };
}

async function call(signIns: DeviceSignIns, authorization: string | undefined, ip = '203.0.113.7') {
  const request = { id: 'req-1', ip, headers: authorization ? { authorization } : {} } as DeviceRequest;
  const headers: Record<string, string> = {};
  const context = {
    switchToHttp: () => ({
      getRequest: () => request,
      getResponse: () => ({ header: (k: string, v: string) => (headers[k] = v) }),
    }),
  } as unknown as ExecutionContext;
  try {
    await signIns.admit(context);
    return { request, admitted: true, headers };
  } catch (error) {
    return { request, admitted: false, error: toHttpError(error), headers };
  }
}

const refusedByDevices = new RpcFailure({ status: 401, code: 'API_KEY_INVALID', message: 'This API key is not valid' });

describe('DeviceSignIns', () => {
  it('resolves a well-formed key by its hash into the request, and refuses a user token or no key', async () => {
    const signIns = new DeviceSignIns(countersInMemory().store, identitiesOfDevices().identities, {
      deviceSignInFailureLimit: 30,
    } as GatewayConfig);
    const admitted = await call(signIns, `ApiKey ${goodKey}`);
    assert.equal(admitted.admitted, true);
    assert.equal(admitted.request.deviceKeyHash, hashOfKey(goodKey));
    assert.deepEqual(admitted.request.deviceIdentity, goodIdentity);
    assert.equal((await call(signIns, 'Bearer a.b.c')).error?.status, 401);
    assert.equal((await call(signIns, undefined)).error?.status, 401);
  });

  it('refuses a key the devices service refused without asking it again, with its very answer', async () => {
    const { identities, asked } = identitiesOfDevices();
    const signIns = new DeviceSignIns(countersInMemory().store, identities, { deviceSignInFailureLimit: 30 } as GatewayConfig);
    const first = await call(signIns, `ApiKey ${guessedKey}`);
    assert.deepEqual(first.error, { status: 401, body: { message: 'This API key is not valid', code: 'API_KEY_INVALID' } });
    const again = await call(signIns, `ApiKey ${guessedKey}`);
    assert.deepEqual(again.error, first.error);
    assert.equal(asked.filter((hash) => hash === hashOfKey(guessedKey)).length, 1, 'devices was asked once');
    assert.equal((await call(signIns, `ApiKey ${goodKey}`)).admitted, true, 'other keys are still asked about');
  });

  it('refuses wrong keys from an address past the limit (429 with Retry-After), never a right key', async () => {
    const { store, counts } = countersInMemory();
    const { identities, asked } = identitiesOfDevices();
    const signIns = new DeviceSignIns(store, identities, { deviceSignInFailureLimit: 5 } as GatewayConfig);
    assert.equal((await call(signIns, `ApiKey ${goodKey}`)).admitted, true, 'a right key, before any wrong one');
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await call(signIns, `ApiKey ssk_${String(i).repeat(43)}`)).error?.status);
    assert.deepEqual(answers, [401, 401, 401, 401, 401, 429, 429]);
    assert.equal(counts.get('device-sign-in-failures:203.0.113.7'), 7);
    assert.equal(asked.length, 1 + 6, 'past the limit, devices heard of one unknown key in the window');
    const blocked = await call(signIns, `ApiKey ${guessedKey}`);
    assert.equal(blocked.error?.status, 429);
    assert.equal(blocked.headers['retry-after'], '600');
    assert.equal((await call(signIns, `ApiKey ${goodKey}`)).admitted, true, 'a right key from the same address');
    assert.equal((await call(signIns, `ApiKey ssk_x`, '198.51.100.2')).error?.status, 401, 'another address has its own count');
  });

  it('lets a key devices answered for lately in at once, from any address, with no question to Redis or devices', async () => {
    const unreachable = {
      hit: async () => Promise.reject(new Error('Redis was asked')),
      peek: async () => Promise.reject(new Error('Redis was asked')),
    } as unknown as RateLimitStore;
    const identities = {
      known: (keyHash: string) => (keyHash === hashOfKey(goodKey) ? goodIdentity : undefined),
      onReconfirmed: () => undefined,
      resolve: async () => Promise.reject(new Error('devices was asked')),
    } as unknown as DeviceIdentities;
    const signIns = new DeviceSignIns(unreachable, identities, { deviceSignInFailureLimit: 0 } as GatewayConfig);
    const admitted = await call(signIns, `ApiKey ${goodKey}`);
    assert.equal(admitted.admitted, true, String(admitted.error?.body.message));
    assert.equal(admitted.request.deviceKeyHash, hashOfKey(goodKey));
    assert.deepEqual(admitted.request.deviceIdentity, goodIdentity);
  });

  it('keeps a key devices accepted again in the background counted as accepted, so an address past its limit still lets it in', async () => {
    const { store, counts } = countersInMemory();
    let reconfirmed: (keyHash: string) => void = () => undefined;
    const identities = {
      known: () => undefined,
      onReconfirmed: (listener: (keyHash: string) => void) => (reconfirmed = listener),
      resolve: async () => goodIdentity,
    } as unknown as DeviceIdentities;
    new DeviceSignIns(store, identities, { deviceSignInFailureLimit: 30 } as GatewayConfig);
    reconfirmed(hashOfKey(goodKey));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(counts.get(`device-key-accepted:${hashOfKey(goodKey)}`), 1);
  });
});
