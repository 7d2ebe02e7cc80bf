import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DevicesEvents, type DeviceIdentity, type EventPayloads } from '@storystump/contracts';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { readInfraConfig, type RpcClient } from '@storystump/service-kit';
import { eventually, startNatsServer, type TestNatsServer } from '@storystump/testing';
import { DeviceIdentities } from '../src/device/device-identities.js';
import { GatewayEvents } from '../src/events/gateway-events.js';
import type { GatewayConfig } from '../src/gateway-config.js';

// A NATS server of this file's own: the events it sends reach no service of the run.
let nats: TestNatsServer;
let publisher: NatsConnection;
let events: GatewayEvents;
const asked: string[] = [];

const identityAt = (station: string, key: string): DeviceIdentity => ({
  keyId: key,
  baseStation: { _id: station, base_id: `stump-${station}`, friendly_name: 'Fox Den', createdAt: '2026-01-01T00:00:00.000Z' },
});
const answers = new Map([
  ['hash-quiet', identityAt('station-quiet', 'key-quiet')],
  ['hash-renamed', identityAt('station-renamed', 'key-renamed')],
]);
/** Devices, as the gateway asks it whom a key belongs to. */
const devices = {
  send: async (_subject: string, ctx: { device: { keyHash: string } }) => {
    asked.push(ctx.device.keyHash);
    return answers.get(ctx.device.keyHash)!;
  },
} as unknown as RpcClient;

const publish = <S extends keyof EventPayloads>(subject: S, payload: EventPayloads[S]) =>
  publisher.publish(subject, JSON.stringify(payload));
const timesAsked = (hash: string) => asked.filter((asked) => asked === hash).length;

before(async () => {
  nats = await startNatsServer();
  publisher = await connect({ servers: nats.url });
  events = new GatewayEvents(readInfraConfig({ NATS_URL: nats.url }));
});
after(async () => {
  await events?.onApplicationShutdown();
  await publisher?.close();
  await nats?.stop();
});

describe("the gateway's device-key cache and devices' events", () => {
  it("keeps every key when a stump falls silent or returns, and drops a changed station's keys", async () => {
    const identities = new DeviceIdentities(devices, events, { deviceIdentityCacheMs: 600_000 } as GatewayConfig);
    identities.onModuleInit();
    await events.onApplicationBootstrap();
    for (const hash of answers.keys()) await identities.resolve(hash, 'req');
    const silence = {
      incidentId: 'station-quiet:2026-01-01T00:00:00.000Z',
      stationId: 'station-quiet',
      base_id: 'stump-station-quiet',
      friendly_name: 'Fox Den',
      lastSeenAt: '2026-01-01T00:00:00.000Z',
    };
    // Events from one connection arrive in order: once the rename is heard, the silence was too.
    const renameHeard = await eventually(
      async () => {
        publish(DevicesEvents.stationSilent, silence);
        publish(DevicesEvents.stationReturned, { ...silence, returnedAt: '2026-01-01T00:20:00.000Z' });
        publish(DevicesEvents.stationUpdated, {
          id: 'station-renamed',
          base_id: 'stump-renamed',
          friendly_name: 'Owl',
          latitude: 51.5,
          longitude: -0.1,
        });
        await publisher.flush();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await identities.resolve('hash-renamed', 'req');
        return timesAsked('hash-renamed');
      },
      (times) => times > 1,
      10_000,
    );
    assert.equal(renameHeard, 2, 'the renamed station was asked about again');
    await identities.resolve('hash-quiet', 'req');
    assert.equal(timesAsked('hash-quiet'), 1, 'the silent station kept its key');
  });
});
