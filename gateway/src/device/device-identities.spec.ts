import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { DevicesEvents, type DeviceIdentity } from '@storystump/contracts';
import { RpcFailure, type RpcClient } from '@storystump/service-kit';
import type { GatewayEvents } from '../events/gateway-events.js';
import type { GatewayConfig } from '../gateway-config.js';
import { DeviceIdentities } from './device-identities.js';

const identityOf = (n: number, station = `station-${n}`): DeviceIdentity => ({
  keyId: `key-${n}`,
  baseStation: { _id: station, base_id: `stump-${n}`, friendly_name: 'Fox Den', createdAt: '2026-01-01T00:00:00.000Z' },
});

const revoked = () => new RpcFailure({ status: 401, code: 'API_KEY_REVOKED', message: 'This API key has been revoked' });

/**
 * Devices answering each key in `answers` (refusing any other), and the events the gateway hears;
 * while `held` is set, answers wait for it.
 */
function identitiesWith(answers: Map<string, DeviceIdentity>) {
  const asked: string[] = [];
  const handlers = new Map<string, (payload: unknown) => void>();
  const gate: { held?: Promise<void> } = {};
  const rpc = {
    send: async (_subject: string, ctx: { device: { keyHash: string } }) => {
      asked.push(ctx.device.keyHash);
      await gate.held;
      const known = answers.get(ctx.device.keyHash);
      if (!known) throw revoked();
      return known;
    },
  } as unknown as RpcClient;
  const events = {
    onEvent: (subject: string, handler: (payload: unknown) => void) => handlers.set(subject, handler),
    onReconnect: () => undefined,
  } as unknown as GatewayEvents;
  const identities = new DeviceIdentities(rpc, events, { deviceIdentityCacheMs: 60_000 } as GatewayConfig);
  identities.onModuleInit();
  const hear = (subject: string, payload: unknown) => handlers.get(subject)!(payload);
  /** Holds devices' answers until the returned function is called. */
  const hold = () => {
    let release!: () => void;
    gate.held = new Promise((resolve) => (release = resolve));
    return () => {
      gate.held = undefined;
      release();
    };
  };
  return { identities, asked, hear, hold };
}

/** Lets every answer already given reach the cache. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('DeviceIdentities', () => {
  it('asks devices once for a key, and again only once an event made it stale', async () => {
    const answers = new Map([
      ['hash-1', identityOf(1, 'station-a')],
      ['hash-2', identityOf(2, 'station-a')],
      ['hash-3', identityOf(3, 'station-b')],
    ]);
    const { identities, asked, hear } = identitiesWith(answers);
    for (const hash of ['hash-1', 'hash-2', 'hash-3', 'hash-1']) await identities.resolve(hash, 'r');
    assert.deepEqual(asked, ['hash-1', 'hash-2', 'hash-3']);

    hear(DevicesEvents.keyRevoked, { id: 'key-3' });
    await identities.resolve('hash-3', 'r');
    await identities.resolve('hash-1', 'r');
    assert.deepEqual(asked.slice(3), ['hash-3']);

    hear(DevicesEvents.stationUpdated, { id: 'station-a' });
    for (const hash of ['hash-1', 'hash-2', 'hash-3']) await identities.resolve(hash, 'r');
    assert.deepEqual(asked.slice(4), ['hash-1', 'hash-2']);
  });

  it('drops a question still in flight when a change is heard, and keeps no refusal', async () => {
    const { identities, asked, hear } = identitiesWith(new Map([['hash-1', identityOf(1)]]));
    const inFlight = identities.resolve('hash-1', 'r');
    hear(DevicesEvents.keyRevoked, { id: 'key-9' });
    await inFlight;
    await identities.resolve('hash-1', 'r');
    assert.deepEqual(asked, ['hash-1', 'hash-1']);

    await assert.rejects(identities.resolve('hash-bad', 'r'));
    await assert.rejects(identities.resolve('hash-bad', 'r'));
    assert.deepEqual(asked.slice(2), ['hash-bad', 'hash-bad']);
  });

  describe('asked again before its time ends (kept 60 s)', () => {
    afterEach(() => mock.timers.reset());

    it('answers a key from memory while it asks devices again near the end of its time, then keeps the new answer', async () => {
      mock.timers.enable({ apis: ['Date'], now: 0 });
      const { identities, asked } = identitiesWith(new Map([['hash-1', identityOf(1)]]));
      const reconfirmed: string[] = [];
      identities.onReconfirmed((hash) => reconfirmed.push(hash));
      await identities.resolve('hash-1', 'r');
      mock.timers.tick(30_000);
      assert.deepEqual(identities.known('hash-1', 'r'), identityOf(1));
      assert.deepEqual(asked, ['hash-1'], 'not asked again with half its time left');
      mock.timers.tick(15_000);
      assert.deepEqual(identities.known('hash-1', 'r'), identityOf(1), 'answered at once, while devices is asked');
      assert.deepEqual(identities.known('hash-1', 'r'), identityOf(1));
      assert.deepEqual(asked, ['hash-1', 'hash-1'], 'asked again once');
      await settled();
      assert.deepEqual(reconfirmed, ['hash-1'], 'accepted again');
      // Past the first answer's time, within the second's (asked at 45 s).
      mock.timers.tick(55_000);
      assert.deepEqual(identities.known('hash-1', 'r'), identityOf(1));
    });

    it('never trusts an answer past its time, however long devices takes to answer again', async () => {
      mock.timers.enable({ apis: ['Date'], now: 0 });
      const { identities, asked, hold } = identitiesWith(new Map([['hash-1', identityOf(1)]]));
      await identities.resolve('hash-1', 'r');
      mock.timers.tick(50_000);
      const release = hold();
      assert.deepEqual(identities.known('hash-1', 'r'), identityOf(1));
      mock.timers.tick(10_000);
      assert.equal(identities.known('hash-1', 'r'), undefined);
      release();
      await settled();
      assert.deepEqual(asked, ['hash-1', 'hash-1']);
    });

    it('forgets a key devices refuses when asked again', async () => {
      mock.timers.enable({ apis: ['Date'], now: 0 });
      const answers = new Map([['hash-1', identityOf(1)]]);
      const { identities, asked } = identitiesWith(answers);
      await identities.resolve('hash-1', 'r');
      answers.delete('hash-1');
      mock.timers.tick(45_000);
      assert.deepEqual(identities.known('hash-1', 'r'), identityOf(1));
      await settled();
      assert.equal(identities.known('hash-1', 'r'), undefined);
      await assert.rejects(identities.resolve('hash-1', 'r'), /revoked/);
      assert.deepEqual(asked, ['hash-1', 'hash-1', 'hash-1']);
    });

    it('drops a key being asked again when a revocation is heard meanwhile, whatever devices answered before it', async () => {
      mock.timers.enable({ apis: ['Date'], now: 0 });
      const { identities, asked, hear, hold } = identitiesWith(new Map([['hash-1', identityOf(1)]]));
      await identities.resolve('hash-1', 'r');
      mock.timers.tick(45_000);
      const release = hold();
      identities.known('hash-1', 'r');
      hear(DevicesEvents.keyRevoked, { id: 'key-1' });
      release();
      await settled();
      assert.equal(identities.known('hash-1', 'r'), undefined);
      await identities.resolve('hash-1', 'r');
      assert.deepEqual(asked, ['hash-1', 'hash-1', 'hash-1']);
    });
  });
});
