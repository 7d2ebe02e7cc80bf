import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { ExecutionContext } from '@nestjs/common';
import { RpcFailure } from '@storystump/service-kit';
import { startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import { Redis } from 'ioredis';
import { hashOfKey, type DeviceRequest } from '../src/device/device-key.js';
import type { DeviceIdentities } from '../src/device/device-identities.js';
import { DeviceSignIns } from '../src/device/device-sign-ins.js';
import { toHttpError } from '../src/errors/to-http-error.js';
import type { GatewayConfig } from '../src/gateway-config.js';
import { RateLimitStore } from '../src/rate-limit/rate-limit.store.js';

let system: RunningSystem;
const connections: Redis[] = [];
/** The Redis key prefix of one installation: every gateway copy of it shares the counters. */
const installation = `test-${randomUUID()}:`;
const goodKey = `ssk_${randomBytes(32).toString('base64url')}`;

/** The devices service as a gateway copy hears it: the good key is known, any other refused. */
let devicesAsked = 0;
const devicesAnswers = {
  known: () => undefined,
  onReconfirmed: () => undefined,
  resolve: async (keyHash: string) => {
    devicesAsked++;
    if (keyHash === hashOfKey(goodKey)) return { keyId: 'key-1', baseStation: { _id: 'station-1' } };
    throw new RpcFailure({ status: 401, code: 'API_KEY_INVALID', message: 'This API key is not valid' });
  },
} as unknown as DeviceIdentities;

/** One gateway copy's sign-ins, with a Redis connection of its own (a new one is a restarted copy). */
function gatewayCopy(): DeviceSignIns {
  const redis = new Redis(system.settings.REDIS_URL!);
  connections.push(redis);
  return new DeviceSignIns(new RateLimitStore(redis, installation), devicesAnswers, {
    deviceSignInFailureLimit: 30,
  } as GatewayConfig);
}

async function signIn(copy: DeviceSignIns, key: string, ip: string): Promise<number> {
  const request = { id: 'req', ip, headers: { authorization: `ApiKey ${key}` } } as DeviceRequest;
  const context = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({ header: () => undefined }) }),
  } as unknown as ExecutionContext;
  try {
    await copy.admit(context);
    return 200;
  } catch (error) {
    return toHttpError(error).status;
  }
}
const wrongKey = () => `ssk_${randomBytes(32).toString('base64url')}`;

before(async () => {
  system = await startSystem();
});
after(async () => {
  for (const redis of connections) redis.disconnect();
  await system?.stop();
});

describe('refused device keys counted in Redis', () => {
  it('are one count for every gateway copy, kept across a restart, and never lock out a right key', async () => {
    const address = testClientAddress();
    const first = gatewayCopy();
    for (let i = 0; i < 30; i++) assert.equal(await signIn(first, wrongKey(), address), 401);
    const second = gatewayCopy();
    assert.equal(await signIn(second, wrongKey(), address), 429, 'another copy counts the same refusals');
    const restarted = gatewayCopy();
    assert.equal(await signIn(restarted, wrongKey(), address), 429, 'a restarted copy too');
    // A key never seen before waits for the address's next look-up at devices (one a second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const copy of [first, second, restarted]) assert.equal(await signIn(copy, goodKey, address), 200);
    assert.equal(await signIn(second, wrongKey(), testClientAddress()), 401, 'another address has its own count');
  });

  it('past the limit ask devices about at most one unknown key a second per address, yet admit a right key', async () => {
    const address = testClientAddress();
    const copy = gatewayCopy();
    for (let i = 0; i < 30; i++) assert.equal(await signIn(copy, wrongKey(), address), 401);
    assert.equal(await signIn(copy, goodKey, address), 200, 'a right key this copy has seen');
    const askedBefore = devicesAsked;
    const started = Date.now();
    const other = gatewayCopy();
    const answers = await Promise.all(Array.from({ length: 50 }, () => signIn(other, wrongKey(), address)));
    const seconds = Math.ceil((Date.now() - started) / 1000) + 1;
    assert.ok(answers.every((status) => status === 429));
    assert.ok(devicesAsked - askedBefore <= seconds, `devices was asked ${devicesAsked - askedBefore} times in ${seconds} s`);
    assert.equal(await signIn(copy, goodKey, address), 200, 'a right key is still let in');
    assert.equal(await signIn(gatewayCopy(), goodKey, address), 200, 'by every copy, even one that never saw it');
  });
});
