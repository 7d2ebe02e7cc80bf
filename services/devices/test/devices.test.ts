import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  batchSubjectOf,
  DevicesEvents,
  ApiKeyOps,
  DeviceOps,
  StationOps,
  type DeviceIdentity,
  type RequestContext,
} from '@storystump/contracts';
import type { RpcClient } from '@storystump/service-kit';
import {
  eventually,
  rpcFailureOf,
  schemaDrift,
  serviceOfSystem,
  type SystemService,
  trigramIndexesOnColumns,
} from '@storystump/testing';
import { createHash, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { devicesDatabase } from '../src/database.js';

let devices: SystemService;
let rpc: RpcClient;
let db: DataSource;
let nc: NatsConnection;
const heard: Array<{ subject: string; payload: Record<string, unknown> }> = [];

const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });
const user = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID() } });
const stump = (key: string): RequestContext => ({
  requestId: randomUUID(),
  device: { keyHash: createHash('sha256').update(key).digest('hex') },
});
const station = () =>
  rpc.send(StationOps.create.subject, admin(), {
    base_id: `stump-${randomUUID().slice(0, 8)}`,
    friendly_name: 'Fox Den',
    latitude: 51.5,
    longitude: -0.12,
  });
const eventsAbout = (id: string) => heard.filter((event) => event.payload.id === id || event.payload.baseStationId === id);

before(async () => {
  devices = await serviceOfSystem(devicesDatabase);
  ({ rpc, db } = devices);
  nc = await connect({ servers: devices.system.settings.NATS_URL });
  nc.subscribe('devices.events.>', {
    callback: (error, message) => {
      if (!error) heard.push({ subject: message.subject, payload: message.json() });
    },
  });
});
after(async () => {
  await nc?.close();
  await devices?.close();
});

describe('devices over NATS', () => {
  it('answers its health check with its database and NATS up', async () => {
    assert.deepEqual(await rpc.health('devices'), {
      service: 'devices',
      status: 'ok',
      checks: { database: 'ok', nats: 'ok', redis: 'ok' },
    });
  });

  it('has migrations that match its entities exactly', async () => {
    assert.deepEqual(await schemaDrift(db), []);
  });

  it('makes its search indexes so that a lookup by value reads its key', async () => {
    assert.deepEqual(await trigramIndexesOnColumns(db, 'devices'), []);
  });

  it('checks the admin role itself, whatever reaches it', async () => {
    const failure = await rpcFailureOf(rpc.send(ApiKeyOps.list.subject, user(), undefined));
    assert.equal(failure.status, 403);
  });

  it('announces a station created and updated, with its position, through the outbox', async () => {
    const created = await station();
    await rpc.send(StationOps.update.subject, admin(), {
      ...created,
      id: created._id,
      friendly_name: 'Badger Sett',
      latitude: 52.2,
    });
    const subjects = await eventually(
      async () => eventsAbout(created._id).map((e) => e.subject),
      (seen) => seen.length >= 2,
    );
    assert.deepEqual(subjects, [DevicesEvents.stationCreated, DevicesEvents.stationUpdated]);
    assert.equal(eventsAbout(created._id)[1]!.payload.friendly_name, 'Badger Sett');
    assert.deepEqual(
      eventsAbout(created._id).map((event) => [event.payload.latitude, event.payload.longitude]),
      [
        [51.5, -0.12],
        [52.2, -0.12],
      ],
    );
  });

  it("revokes a deleted station's keys in the same transaction, and announces each", async () => {
    const created = await station();
    const first = await rpc.send(ApiKeyOps.generate.subject, admin(), { baseStationId: created._id });
    const second = await rpc.send(ApiKeyOps.generate.subject, admin(), { baseStationId: created._id });
    await rpc.send(StationOps.delete.subject, admin(), { id: created._id });
    const rows: Array<{ revoked_at: Date | null; base_station_id: string | null }> = await db.query(
      `SELECT revoked_at, base_station_id FROM devices.api_keys WHERE id = ANY($1)`,
      [[first._id, second._id]],
    );
    assert.equal(rows.length, 2);
    assert.ok(rows.every((row) => row.revoked_at !== null && row.base_station_id === null));
    const subjects = await eventually(
      async () => eventsAbout(created._id).map((e) => e.subject),
      (seen) => seen.includes(DevicesEvents.stationDeleted),
    );
    assert.equal(subjects.filter((s) => s === DevicesEvents.keyRevoked).length, 2);
    assert.ok(subjects.includes(DevicesEvents.stationDeleted));
  });

  it('keeps only a hash of each key and a short prefix', async () => {
    const created = await station();
    const { _id, apiKey } = await rpc.send(ApiKeyOps.generate.subject, admin(), { baseStationId: created._id });
    const [row] = await db.query(`SELECT key_hash, prefix FROM devices.api_keys WHERE id = $1`, [_id]);
    assert.equal(row.key_hash, createHash('sha256').update(apiKey).digest('hex'));
    assert.equal(row.prefix, apiKey.slice(0, 12));
    const stored = JSON.stringify(await db.query(`SELECT * FROM devices.api_keys`));
    assert.ok(!stored.includes(apiKey));
  });

  it('authenticates a stump by its key, and refuses one revoked a moment ago', async () => {
    const created = await station();
    const { _id, apiKey } = await rpc.send(ApiKeyOps.generate.subject, admin(), { baseStationId: created._id });
    const identity = await rpc.send(DeviceOps.authenticate.subject, stump(apiKey), undefined);
    const { createdAt, ...stationSeen } = identity.baseStation;
    assert.deepEqual(
      { ...identity, baseStation: stationSeen },
      {
        keyId: _id,
        baseStation: { _id: created._id, base_id: created.base_id, friendly_name: 'Fox Den' },
      },
    );
    // When the station was added, for refusing visits dated before it.
    assert.ok(Math.abs(Date.parse(createdAt) - Date.now()) < 60_000, createdAt);
    await rpc.send(ApiKeyOps.revoke.subject, admin(), { id: _id });
    const failure = await rpcFailureOf(rpc.send(DeviceOps.authenticate.subject, stump(apiKey), undefined));
    assert.equal(failure.status, 401);
    assert.equal(failure.message, 'This API key has been revoked');
  });

  it('answers the keys the gateway asks about together, each with its own station, in one message', async () => {
    const stations = await Promise.all([station(), station(), station()]);
    const keys = await Promise.all(
      stations.map((created) => rpc.send(ApiKeyOps.generate.subject, admin(), { baseStationId: created._id })),
    );
    await rpc.send(ApiKeyOps.revoke.subject, admin(), { id: keys[1]!._id });
    const calls = [...keys.map((key) => key.apiKey), `ssk_${randomUUID()}`].map((key) => ({ ctx: stump(key) }));
    const subject = batchSubjectOf(DeviceOps.authenticate.subject);
    const reply = await nc.request(subject, JSON.stringify({ pattern: subject, data: { calls }, id: randomUUID() }), {
      timeout: 5000,
    });
    const answers = (reply.json() as { response: Array<{ reply?: DeviceIdentity; error?: { status: number; message: string } }> })
      .response;
    assert.deepEqual(
      answers.map((answer) => answer.reply?.baseStation._id ?? `${answer.error?.status} ${answer.error?.message}`),
      [stations[0]!._id, '401 This API key has been revoked', stations[2]!._id, '401 This API key is not valid'],
    );
    assert.deepEqual(
      answers.map((answer) => answer.reply?.keyId),
      [keys[0]!._id, undefined, keys[2]!._id, undefined],
    );
  });

  it('keeps its manifest key and link secret encrypted at rest', async () => {
    const rows: Array<{ id: string; secret_encrypted: string }> = await db.query(
      `SELECT id, secret_encrypted FROM devices.device_secrets`,
    );
    assert.deepEqual(rows.map((r) => r.id).sort(), ['download-links', 'manifest-signing']);
    for (const row of rows) {
      assert.match(row.secret_encrypted, /^v1:/);
      assert.ok(!row.secret_encrypted.includes('PRIVATE KEY'));
    }
  });
});
