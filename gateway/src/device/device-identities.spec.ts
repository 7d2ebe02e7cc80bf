import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DevicesEvents, type DeviceIdentity } from '@storystump/contracts';
import type { RpcClient } from '@storystump/service-kit';
import type { GatewayEvents } from '../events/gateway-events.js';
import type { GatewayConfig } from '../gateway-config.js';
import { DeviceIdentities } from './device-identities.js';

const identityOf = (n: number, station = `station-${n}`): DeviceIdentity => ({
  keyId: `key-${n}`,
  baseStation: { _id: station, base_id: `stump-${n}`, friendly_name: 'Fox Den', createdAt: '2026-01-01T00:00:00.000Z' },
});

/** Devices answering `hash-<n>` with key n (refusing `hash-bad`), and the events the gateway hears. */
function identitiesWith(answers: Map<string, DeviceIdentity>) {
  const asked: string[] = [];
  const handlers = new Map<string, (payload: unknown) => void>();
  const rpc = {
    send: async (_subject: string, ctx: { device: { keyHash: string } }) => {
      asked.push(ctx.device.keyHash);
      const known = answers.get(ctx.device.keyHash);
      if (!known) throw new Error('refused');
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
  return { identities, asked, hear };
}

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
});
