import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  batchSubjectOf,
  DeviceOps,
  UserOps,
  NATS_USERS,
  natsPasswordVariable,
  inboxPrefixOf,
  type NatsUser,
  type StationView,
  AnalyticsRoutes,
  CatalogRoutes,
  IdentityRoutes,
  InterestRoutes,
  OperationsRoutes,
  StationRoutes,
  VersionRoutes,
} from '@storystump/contracts';
import { eventually, startSystem, zipOf, type OwnSystem, apiClient } from '@storystump/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { signInAsAdmin } from './sessions.js';

const configFile = fileURLToPath(new URL('../../../deploy/nats/nats-server.conf', import.meta.url));
const passwords = Object.fromEntries(NATS_USERS.map((user) => [user, `n${randomBytes(24).toString('hex')}`])) as Record<
  NatsUser,
  string
>;
const ADMIN_CTX = { requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } };

let system: OwnSystem;
const open: NatsConnection[] = [];

const connectAs = async (user?: NatsUser, password = user && passwords[user]) => {
  const nc = await connect({
    servers: system.settings.NATS_URL,
    ...(user && { user, pass: password, inboxPrefix: inboxPrefixOf(user) }),
    reconnect: false,
  });
  open.push(nc);
  return nc;
};
const request = (nc: NatsConnection, subject: string, data: unknown) =>
  nc.request(subject, JSON.stringify({ pattern: subject, data, id: randomUUID() }), { timeout: 3000 });

before(async () => {
  system = await startSystem({
    settings: {},
    nats: {
      configFile,
      env: Object.fromEntries(NATS_USERS.map((user) => [natsPasswordVariable(user), passwords[user]])),
    },
    processSettings: Object.fromEntries(NATS_USERS.map((user) => [user, { NATS_USER: user, NATS_PASSWORD: passwords[user] }])),
  });
});
after(async () => {
  await Promise.all(open.map((nc) => nc.close()));
  await system?.stop();
});

describe('NATS with the deployed users and permissions', () => {
  it('refuses a client without credentials, or with a wrong password', async () => {
    await assert.rejects(connectAs(), /Authorization Violation/i);
    await assert.rejects(connectAs('gateway', 'not-the-password'), /Authorization Violation/i);
  });

  it("refuses a service's credentials for another service's subjects", async () => {
    const characters = await connectAs('characters');
    await assert.rejects(request(characters, UserOps.list.subject, { ctx: ADMIN_CTX, input: {} }), /permission/i);
    const listening = characters.subscribe('identity.>');
    assert.match(String(await listening.closed), /permission/i);
    // What characters does ask identity (a user by id) goes through, and identity answers.
    const reply = await request(characters, UserOps.get.subject, { ctx: ADMIN_CTX, input: { id: randomUUID() } });
    assert.match(reply.string(), /not found|NOT_FOUND/i);
    // And devices whom stumps' keys belong to, the keys asked about together in one message.
    const stump = { requestId: randomUUID(), device: { keyHash: '0'.repeat(64) } };
    const keys = await request(characters, batchSubjectOf(DeviceOps.authenticate.subject), { calls: [{ ctx: stump }] });
    assert.match(keys.string(), /API_KEY_INVALID/);
  });

  it('lets only the gateway ask, and nobody but a service publish its events', async () => {
    const marketing = await connectAs('marketing');
    await assert.rejects(request(marketing, UserOps.list.subject, { ctx: ADMIN_CTX, input: {} }), /permission/i);
    const gateway = await connectAs('gateway');
    const users = await request(gateway, UserOps.list.subject, { ctx: ADMIN_CTX, input: {} });
    assert.doesNotMatch(users.string(), /permission/i);
    gateway.publish('identity.events.user.deleted', JSON.stringify({ id: randomUUID() }));
    const violation = await new Promise<string>((resolve) => {
      void (async () => {
        for await (const status of gateway.status()) {
          if (status.type === 'error') return resolve(String(status.error));
        }
      })();
    });
    assert.match(violation, /permission/i);
  });

  it('runs the whole system: sign-in, admin lists, stations, firmware, tracking and every service healthy', async () => {
    const call = apiClient(system.baseUrl);
    const health = await call(OperationsRoutes.health);
    assert.equal(health.status, 200, JSON.stringify(health.body));
    const token = await signInAsAdmin(call, system);
    assert.equal((await call(IdentityRoutes.listUsers, { token })).status, 200);
    assert.equal((await call(CatalogRoutes.products)).status, 200);
    const email = `nats-${randomUUID().slice(0, 8)}@example.test`;
    assert.equal((await call(InterestRoutes.register, { body: { email } })).status, 200);
    const station = await call(StationRoutes.create, {
      token,
      body: { base_id: `stump-${randomUUID().slice(0, 8)}`, friendly_name: 'Oak Hollow', latitude: 52.3, longitude: -1.1 },
    });
    assert.equal(station.status, 201, JSON.stringify(station.body));

    const form = new FormData();
    form.append('tag', `v${Date.now() % 100000}.nats`);
    const zip = await zipOf([{ name: 'story/main.bin', content: 'firmware '.repeat(5000) }]);
    form.append('versionZip', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'firmware.zip');
    const upload = await fetch(`${system.baseUrl}/api/versions/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(upload.status, 201, await upload.clone().text());
    const { _id } = (await upload.json()) as { _id: string };
    const link = await call(VersionRoutes.downloadLink, { params: { id: _id }, token });
    const download = await fetch(new URL(link.body.url, system.baseUrl));
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), zip);

    const sessionId = `${Date.now()}-${randomUUID().slice(0, 9)}`;
    assert.equal((await call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId, page: '/map' } })).status, 202);
    const day = new Date().toISOString().slice(0, 10);
    const stored = await eventually(
      async () => (await call(AnalyticsRoutes.events, { query: { startDate: day, endDate: day }, token })).body.data,
      (events) => events.some((event) => event.sessionId === sessionId),
      15_000,
    );
    assert.ok(stored.length >= 1);
  });

  it('lets a service answer a list too large for one message in pieces', async () => {
    // Stored as such: enough stations that their list is well over the 1 MB of one NATS message.
    const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
         SELECT gen_random_uuid(), 'pieces-' || n, repeat('Whispering Woods ', 7), 51.5, -1.25 FROM generate_series(1, 6000) AS n`,
      );
    } finally {
      await db.end();
    }
    const res = await fetch(`${system.baseUrl}/api/basestations`);
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.ok(text.length > 1024 * 1024, `the list is ${text.length} bytes`);
    const stations = JSON.parse(text) as StationView[];
    assert.equal(stations.filter((station) => station.base_id.startsWith('pieces-')).length, 6000);
  });
});
