import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiKeyRoutes, DeviceRoutes, StationRoutes } from '@storystump/contracts';
import { startSystem, testClientAddress, type RunningSystem, type ApiCall } from '@storystump/testing';
import { signInWithDeviceFixtures, type deviceFixtures } from './device-fixtures.js';

/** Three seconds of grace, so the end of the window is seen in the test. */
const GRACE_HOURS = 3 / 3600;

let system: RunningSystem;
let call: ApiCall;
let adminToken: string;
let fixtures: ReturnType<typeof deviceFixtures>;
const address = testClientAddress();

before(async () => {
  system = await startSystem({ settings: { KEY_ROTATION_GRACE_HOURS: String(GRACE_HOURS) } });
  ({ call, adminToken, fixtures } = await signInWithDeviceFixtures(system, address));
});
after(async () => system?.stop());

const beat = (key: string) =>
  fixtures.device(key)(DeviceRoutes.heartbeat, { body: { runningVersion: 'v1.0.0', uptimeSeconds: 60 } });
const keyRow = async (id: string) =>
  (await call(ApiKeyRoutes.list, { token: adminToken, query: { limit: 500 } })).body.find((key) => key._id === id);
const waitPastGrace = (until: string) => new Promise((resolve) => setTimeout(resolve, Date.parse(until) - Date.now() + 300));

describe('rotating a key', () => {
  it('accepts both keys for the grace window, then only the successor; the station keeps its history', async () => {
    const station = await fixtures.createStation();
    const old = await fixtures.generateKey(station._id);
    assert.equal((await beat(old.apiKey)).status, 200);

    const rotated = await call(ApiKeyRoutes.rotate, { token: adminToken, params: { id: old._id } });
    assert.equal(rotated.status, 201, JSON.stringify(rotated.body));
    assert.notEqual(rotated.body.apiKey, old.apiKey);
    assert.ok(Date.parse(rotated.body.predecessorAcceptedUntil) > Date.now());

    const successor = await keyRow(rotated.body._id);
    assert.deepEqual(successor?.successorOf, {
      _id: old._id,
      prefix: (await keyRow(old._id))!.prefix,
      acceptedUntil: rotated.body.predecessorAcceptedUntil,
    });
    assert.equal(successor?.baseStation?._id, station._id);
    assert.equal((await keyRow(old._id))?.acceptedUntil, rotated.body.predecessorAcceptedUntil);
    assert.ok(!JSON.stringify(await keyRow(rotated.body._id)).includes(rotated.body.apiKey), 'the key list never shows a key');

    assert.equal((await beat(old.apiKey)).status, 200, 'the old key is still accepted in its grace window');
    assert.equal((await beat(rotated.body.apiKey)).status, 200);
    const me = await fixtures.device(rotated.body.apiKey)(DeviceRoutes.me);
    assert.equal(me.body.baseStation._id, station._id);

    await waitPastGrace(rotated.body.predecessorAcceptedUntil);
    const refused = await beat(old.apiKey);
    assert.deepEqual([refused.status, (refused.body as { message?: string }).message], [401, 'This API key has been revoked']);
    assert.equal((await beat(rotated.body.apiKey)).status, 200);
    const status = await call(StationRoutes.status, { token: adminToken, params: { id: station._id } });
    assert.equal(status.body.runningVersion, 'v1.0.0', 'the station kept its state across keys');
    assert.equal(status.body.lost, false);
  });

  it('gives a stump its successor once, and refuses rotating a rotated or revoked key', async () => {
    const station = await fixtures.createStation();
    const key = await fixtures.generateKey(station._id);
    const own = await fixtures.device(key.apiKey)(DeviceRoutes.rotateKey);
    assert.equal(own.status, 201, JSON.stringify(own.body));
    assert.equal((await beat(own.body.apiKey)).status, 200);

    const again = await fixtures.device(key.apiKey)(DeviceRoutes.rotateKey);
    assert.deepEqual(
      [again.status, (again.body as { message?: string }).message],
      [409, 'This API key has already been rotated'],
    );
    const byAdmin = await call(ApiKeyRoutes.rotate, { token: adminToken, params: { id: key._id } });
    assert.deepEqual([byAdmin.status, byAdmin.body.message], [409, 'This API key has already been rotated']);

    await call(ApiKeyRoutes.revoke, { token: adminToken, params: { id: own.body._id } });
    const revoked = await call(ApiKeyRoutes.rotate, { token: adminToken, params: { id: own.body._id } });
    assert.deepEqual([revoked.status, revoked.body.message], [409, 'This API key is revoked: it cannot be rotated']);
    const unknown = await call(ApiKeyRoutes.rotate, {
      token: adminToken,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'API key not found']);
  });
});

describe('a station stolen or lost', () => {
  it('revokes every key of it at once, in and out of grace, and shows it lost in its status', async () => {
    const station = await fixtures.createStation();
    const first = await fixtures.generateKey(station._id);
    const second = await fixtures.generateKey(station._id);
    const successor = await call(ApiKeyRoutes.rotate, { token: adminToken, params: { id: first._id } });
    for (const key of [first.apiKey, second.apiKey, successor.body.apiKey]) assert.equal((await beat(key)).status, 200);

    const lost = await call(StationRoutes.markLost, { token: adminToken, params: { id: station._id } });
    assert.equal(lost.status, 200, JSON.stringify(lost.body));
    assert.deepEqual(lost.body, { _id: station._id, lost: true, keysRevoked: 3 });
    for (const key of [first.apiKey, second.apiKey, successor.body.apiKey]) {
      assert.equal((await beat(key)).status, 401);
      assert.equal((await fixtures.device(key)(DeviceRoutes.nextFirmware, { query: { current: 'v1.0.0' } })).status, 401);
    }
    const status = await call(StationRoutes.status, { token: adminToken, params: { id: station._id } });
    assert.equal(status.body.lost, true);
    const listed = await call(StationRoutes.statuses, { token: adminToken, query: { q: station.base_id, limit: 10 } });
    assert.equal(listed.body.find((row) => row.baseStationId === station._id)?.lost, true);

    const found = await fixtures.generateKey(station._id);
    assert.equal((await beat(found.apiKey)).status, 200);
    assert.equal((await call(StationRoutes.status, { token: adminToken, params: { id: station._id } })).body.lost, false);
  });

  it('is for admins only, and names an unknown station', async () => {
    const station = await fixtures.createStation();
    const anonymous = await call(StationRoutes.markLost, { params: { id: station._id } });
    assert.equal(anonymous.status, 401);
    const unknown = await call(StationRoutes.markLost, {
      token: adminToken,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'Base station not found']);
  });
});
