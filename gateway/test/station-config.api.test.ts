import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  ApiKeyRoutes,
  AuditRoutes,
  ConfigRoutes,
  DeviceRoutes,
  StationRoutes,
  type AuditEntryView,
  type StationConfig,
} from '@storystump/contracts';
import { eventually, startSystem, testClientAddress, type RunningSystem, type ApiCall } from '@storystump/testing';
import { signInWithDeviceFixtures, type deviceFixtures } from './device-fixtures.js';
import { registerShopper } from './sessions.js';

let system: RunningSystem;
let call: ApiCall;
let adminToken: string;
let fixtures: ReturnType<typeof deviceFixtures>;
const address = testClientAddress();

const DEFAULTS: StationConfig = {
  timeZone: 'Europe/London',
  quietHours: [{ start: '21:00', end: '07:30' }],
  volume: 60,
  quietVolume: 20,
  greeting: 'Welcome to the wood!',
  storyPack: 'woodland',
};

async function stump() {
  const station = await fixtures.createStation();
  const { apiKey } = await fixtures.generateKey(station._id);
  return { station, send: fixtures.device(apiKey) };
}

const stationConfig = (id: string) => call(ConfigRoutes.station, { params: { id }, token: adminToken });
const drift = async () => {
  const res = await call(ConfigRoutes.drift, { token: adminToken });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
};

before(async () => {
  // Its own system: these tests change the fleet's defaults, which every other test's stumps would see.
  system = await startSystem({ settings: {} });
  ({ call, adminToken, fixtures } = await signInWithDeviceFixtures(system, address));
});
after(async () => system?.stop());

describe('remote configuration', () => {
  it('answers a stump its configuration with an ETag, 304 while unchanged, a new version after a change', async () => {
    const saved = await call(ConfigRoutes.setDefaults, { token: adminToken, body: DEFAULTS });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const { send } = await stump();

    const first = await send(DeviceRoutes.config);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body, { version: saved.body.version, config: DEFAULTS });
    const etag = first.headers.get('etag')!;
    assert.match(etag, /^"[^"]+"$/);
    assert.equal(first.headers.get('cache-control'), 'private, no-cache');

    const again = await send(DeviceRoutes.config, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);

    const changed = await call(ConfigRoutes.setDefaults, { token: adminToken, body: { ...DEFAULTS, volume: 55 } });
    assert.ok(changed.body.version > saved.body.version);
    const after = await send(DeviceRoutes.config, { headers: { 'if-none-match': etag } });
    assert.equal(after.status, 200);
    assert.equal(after.body.version, changed.body.version);
    assert.equal(after.body.config.volume, 55);
    assert.notEqual(after.headers.get('etag'), etag);
  });

  it("puts a station's own values over the defaults, and shows drift until its stump reports applying them", async () => {
    await call(ConfigRoutes.setDefaults, { token: adminToken, body: DEFAULTS });
    const { station, send } = await stump();
    const before = (await stationConfig(station._id)).body;
    assert.equal(before.reported, null);
    assert.ok(before.driftSince, 'a stump that never applied its configuration is behind it');
    const behind = await drift();
    assert.ok(behind.longest.some((row) => row.baseStationId === station._id && row.appliedVersion === null));

    const set = await call(ConfigRoutes.setStation, {
      token: adminToken,
      params: { id: station._id },
      body: { volume: 30, timeZone: 'Europe/Dublin', greeting: null },
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.deepEqual(set.body.overrides, { volume: 30, timeZone: 'Europe/Dublin', greeting: null });
    assert.deepEqual(set.body.desired.config, {
      ...DEFAULTS,
      volume: 30,
      quietVolume: 20,
      timeZone: 'Europe/Dublin',
      greeting: null,
    });
    assert.ok(
      (await drift()).longest.some((row) => row.baseStationId === station._id && row.desiredVersion === set.body.desired.version),
      'behind its own values',
    );

    const got = await send(DeviceRoutes.config);
    assert.deepEqual(got.body, set.body.desired);
    const applied = await send(DeviceRoutes.configApplied, { body: { version: got.body.version } });
    assert.equal(applied.status, 200, JSON.stringify(applied.body));

    const now = (await stationConfig(station._id)).body;
    assert.equal(now.reported?.version, set.body.desired.version);
    assert.equal(now.driftSince, null);
    assert.ok(!(await drift()).longest.some((row) => row.baseStationId === station._id));

    // A change of the defaults puts every stump behind again, since that change.
    const changed = await call(ConfigRoutes.setDefaults, { token: adminToken, body: { ...DEFAULTS, storyPack: 'winter-tales' } });
    const later = (await stationConfig(station._id)).body;
    assert.equal(later.desired.version, changed.body.version);
    assert.equal(later.desired.config.storyPack, 'winter-tales');
    assert.equal(later.desired.config.volume, 30);
    assert.equal(later.reported?.version, set.body.desired.version);
    assert.ok(later.driftSince && Date.parse(later.driftSince) >= Date.parse(changed.body.updatedAt) - 1000);
    const row = (await drift()).longest.find((entry) => entry.baseStationId === station._id);
    assert.equal(row?.appliedVersion, set.body.desired.version);
    assert.equal(row?.desiredVersion, changed.body.version);
  });

  it('refuses a version the stump was never sent, and bad configurations, each with a message', async () => {
    const { station, send } = await stump();
    const desired = (await stationConfig(station._id)).body.desired.version;
    const ahead = await send(DeviceRoutes.configApplied, { body: { version: desired + 1000 } });
    assert.equal(ahead.status, 400);
    assert.match(ahead.body.message!, new RegExp(`version: ${desired + 1000} is not a configuration this station was sent`));

    const cases: Array<[unknown, RegExp]> = [
      [{ quietHours: [{ start: '24:00', end: '07:00' }] }, /quietHours.*must be a time HH:MM \(00:00 to 23:59\)/],
      [{ timeZone: 'Mars/Olympus' }, /timeZone must be a known time zone such as Europe\/London, not "Mars\/Olympus"/],
      [{ volume: 101 }, /volume must be a whole number from 0 to 100/],
      [{ volume: 40, quietVolume: 50 }, /quietVolume must be at most the volume/],
      [{ greeting: '<script>alert(1)</script>' }, /greeting must be plain text, without < or >/],
      [{ storyPack: 'Winter Tales' }, /storyPack must be a tag/],
    ];
    for (const [body, message] of cases) {
      const res = await call(ConfigRoutes.setStation, { token: adminToken, params: { id: station._id }, untypedBody: body });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.message!, message);
    }
    const partial = await call(ConfigRoutes.setDefaults, { token: adminToken, untypedBody: { volume: 50 } });
    assert.equal(partial.status, 400);
    assert.match(partial.body.message!, /timeZone/);
  });

  it('searches the drift list by base_id or name, taking % and _ literally, and keeps the counts over the whole fleet', async () => {
    const tag = randomUUID().slice(0, 6);
    const made = await Promise.all(
      [
        { base_id: `drift-${tag}-a`, friendly_name: 'Bluebell Dell' },
        { base_id: `drift-${tag}-b`, friendly_name: `Foxglove ${tag} 100% oak` },
        { base_id: `drift-${tag}_c`, friendly_name: 'Wild Garlic Bank' },
      ].map((fields) => fixtures.createStation(fields)),
    );
    const whole = await drift();
    const search = async (q: string) => {
      const res = await call(ConfigRoutes.drift, { query: { q }, token: adminToken });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual([res.body.stations, res.body.drifting], [whole.stations, whole.drifting]);
      return res.body.longest.map((row) => row.base_id).sort();
    };
    assert.deepEqual(
      await search(`DRIFT-${tag}`),
      made.map((station) => station.base_id),
    );
    assert.deepEqual(await search('bluebell dell'), [made[0]!.base_id]);
    assert.deepEqual(await search(`${tag} 100%`), [made[1]!.base_id]);
    assert.deepEqual(await search(`${tag}_`), [made[2]!.base_id]);
    assert.deepEqual(await search(`drift-${tag}%`), []);

    const long = await call(ConfigRoutes.drift, { query: { q: 'x'.repeat(201) }, token: adminToken });
    assert.deepEqual([long.status, long.body.message], [400, 'q must be at most 200 characters']);
    assert.equal((await call(ConfigRoutes.drift, { query: { q: 'x'.repeat(200) }, token: adminToken })).status, 200);
  });

  it('keeps the configuration routes to admins and the device route to keys', async () => {
    const shopper = await registerShopper(call, 'Bramble');
    assert.equal((await call(ConfigRoutes.defaults, { token: shopper })).status, 403);
    assert.equal((await call(ConfigRoutes.defaults, {})).status, 401);
    assert.equal((await call(DeviceRoutes.config, { token: adminToken })).status, 401);
    const missing = await call(ConfigRoutes.station, {
      token: adminToken,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    assert.equal(missing.status, 404);
  });
});

describe('the audit log of configuration, keys and lost stations', () => {
  /** The newest entry of the log about this target with this action, once it is there. */
  const entryOf = (action: string, target: { type: AuditEntryView['target']['type']; id: string }) =>
    eventually(
      async () => (await call(AuditRoutes.list, { query: { type: target.type, limit: '50' }, token: adminToken })).body,
      (entries) => entries.some((entry) => entry.action === action && entry.target.id === target.id),
    ).then((entries) => entries.find((entry) => entry.action === action && entry.target.id === target.id)!);

  it('records a change of the defaults with the admin, the fields changed and their new values', async () => {
    await call(ConfigRoutes.setDefaults, { token: adminToken, body: DEFAULTS });
    const changed = await call(ConfigRoutes.setDefaults, {
      token: adminToken,
      body: { ...DEFAULTS, volume: 45, greeting: 'Hello, little owls', quietHours: [] },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const entry = await eventually(
      async () => (await call(AuditRoutes.list, { query: { type: 'config', limit: '50' }, token: adminToken })).body,
      (entries) => entries.some((found) => found.summary.includes(`(version ${changed.body.version})`)),
    ).then((entries) => entries.find((found) => found.summary.includes(`(version ${changed.body.version})`))!);
    assert.equal(entry.action, 'config.defaultsChanged');
    assert.deepEqual(entry.target, { type: 'config', id: 'defaults' });
    assert.equal(entry.actor.email, system.adminEmail);
    assert.equal(
      entry.summary,
      `Fleet's default configuration changed (version ${changed.body.version}): quietHours none, volume 45, greeting "Hello, little owls"`,
    );
  });

  it("records a change of a station's own values with its base_id, the fields set and those back to the default", async () => {
    const { station } = await stump();
    const set = await call(ConfigRoutes.setStation, {
      token: adminToken,
      params: { id: station._id },
      body: { volume: 30, storyPack: 'autumn-owls' },
    });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    const first = await entryOf('station.configChanged', { type: 'station', id: station._id });
    assert.equal(first.actor.email, system.adminEmail);
    assert.equal(
      first.summary,
      `Configuration of station ${station.base_id} changed (version ${set.body.desired.version}): volume 30, storyPack autumn-owls`,
    );

    const reset = await call(ConfigRoutes.setStation, { token: adminToken, params: { id: station._id }, body: { volume: 35 } });
    const second = await eventually(
      () => entryOf('station.configChanged', { type: 'station', id: station._id }),
      (entry) => entry.summary.includes(`(version ${reset.body.desired.version})`),
    );
    assert.equal(
      second.summary,
      `Configuration of station ${station.base_id} changed (version ${reset.body.desired.version}): volume 35, storyPack back to the default`,
    );
  });

  it("records a key's rotation and a station reported lost, naming the station and never a key", async () => {
    const station = await fixtures.createStation();
    const key = await fixtures.generateKey(station._id);
    const rotated = await call(ApiKeyRoutes.rotate, { token: adminToken, params: { id: key._id } });
    assert.equal(rotated.status, 201, JSON.stringify(rotated.body));
    const rotation = await entryOf('apikey.rotated', { type: 'apikey', id: rotated.body._id });
    assert.equal(rotation.actor.email, system.adminEmail);
    assert.ok(rotation.summary.includes(station.base_id), rotation.summary);

    const lost = await call(StationRoutes.markLost, { token: adminToken, params: { id: station._id } });
    assert.equal(lost.status, 200, JSON.stringify(lost.body));
    const reported = await entryOf('station.lost', { type: 'station', id: station._id });
    assert.equal(reported.actor.email, system.adminEmail);
    assert.equal(
      reported.summary,
      `Station ${station.base_id} (${station.friendly_name}) reported stolen or lost, 2 keys revoked`,
    );
    for (const entry of [rotation, reported]) {
      assert.ok(!entry.summary.includes(key.apiKey) && !entry.summary.includes(rotated.body.apiKey), entry.summary);
    }
  });
});
