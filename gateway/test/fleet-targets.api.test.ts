import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  ApiKeyRoutes,
  AuditRoutes,
  DeviceRoutes,
  FleetRoutes,
  MAX_NAMED_STATIONS,
  RolloutRoutes,
  STATION_MARKS,
  StationRoutes,
  type GeneratedKeyReply,
  type StationStatusView,
  type StationView,
} from '@storystump/contracts';
import { eventually, startSystem, testClientAddress, type RunningSystem, type ApiCall } from '@storystump/testing';
import { signInWithDeviceFixtures, type deviceFixtures } from './device-fixtures.js';
import { registerShopper } from './sessions.js';

let system: RunningSystem;
let call: ApiCall;
let adminToken: string;
let userToken: string;
let fixtures: ReturnType<typeof deviceFixtures>;
const address = testClientAddress();

/** A word no other test's stations hold: a search for it finds this test's stations only. */
const uniqueWord = () => `glade${randomUUID().slice(0, 8)}`;

/** Stations whose names hold `word`; each with a key unless `keys` says how many get one; `running` of them send a heartbeat. */
async function grove(word: string, count: number, { keys = count, running = 0, runningVersion = 'v1.0.0' } = {}) {
  const stumps: Array<{ station: StationView; key?: GeneratedKeyReply; send?: ReturnType<typeof fixtures.device> }> = [];
  for (let index = 0; index < count; index++) {
    const station = await fixtures.createStation({ friendly_name: `${word} stump ${index}` });
    const key = index < keys ? await fixtures.generateKey(station._id) : undefined;
    stumps.push({ station, key, send: key ? fixtures.device(key.apiKey) : undefined });
  }
  for (const stump of stumps.slice(0, running)) {
    const beat = await stump.send!(DeviceRoutes.heartbeat, { body: { runningVersion, uptimeSeconds: 60, batteryPercent: 80 } });
    assert.equal(beat.status, 200, JSON.stringify(beat.body));
  }
  if (running) {
    // Heartbeats are written in batches: wait until the status list says what they said.
    const recorded = (statuses: StationStatusView[]) =>
      stumps.slice(0, running).every((stump) => statuses.some((status) => status.baseStationId === stump.station._id));
    const seen = await eventually(
      async () =>
        (await call(StationRoutes.statuses, { query: { q: word, runningVersion, limit: '50' }, token: adminToken })).body,
      recorded,
    );
    assert.ok(recorded(seen), 'the heartbeats are in the status list');
  }
  return stumps;
}

const assignedTags = async (stationIds: string[]) => {
  const keys = (await call(ApiKeyRoutes.list, { token: adminToken })).body;
  return stationIds.map((id) => keys.find((key) => key.baseStation?._id === id && !key.revoked)?.assignedVersion?.tag ?? null);
};

before(async () => {
  system = await startSystem();
  ({ call, adminToken, fixtures } = await signInWithDeviceFixtures(system, address));
  userToken = await registerShopper(call, 'Bramble');
});
after(async () => system?.stop());

describe('a version for many stations at once', () => {
  it('assigns it to the active keys of the stations named, in one call, and says how many changed', async () => {
    const { version } = await fixtures.uploadVersion();
    const word = uniqueWord();
    const stumps = await grove(word, 4, { keys: 3 });
    const stationIds = stumps.map((stump) => stump.station._id);

    const assigned = await call(StationRoutes.assignVersion, { token: adminToken, body: { versionId: version._id, stationIds } });
    assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
    assert.deepEqual(assigned.body, {
      version: { _id: version._id, tag: version.tag },
      stations: 4,
      changed: 3,
      withoutKey: 1,
    });
    assert.deepEqual(await assignedTags(stationIds), [version.tag, version.tag, version.tag, null]);
    const me = await stumps[0]!.send!(DeviceRoutes.me);
    assert.equal(me.body.assignedVersion?.tag, version.tag);

    const again = await call(StationRoutes.assignVersion, { token: adminToken, body: { versionId: version._id, stationIds } });
    assert.equal(again.body.changed, 0, 'stations that have it already are not counted as changed');

    const audit = await eventually(
      async () => (await call(AuditRoutes.list, { query: { type: 'version', limit: '50' }, token: adminToken })).body,
      (entries) => entries.filter((entry) => entry.target.id === version._id && entry.action === 'version.assigned').length === 2,
    );
    const entry = audit.filter((found) => found.target.id === version._id && found.action === 'version.assigned').at(-1)!;
    assert.equal(entry.summary, `Version ${version.tag} assigned to 4 stations: 3 changed, 1 without a key`);
    assert.equal(entry.actor.email, system.adminEmail);
  });

  it('assigns it to every station a filter matches: a search, a state and a running version', async () => {
    const { version } = await fixtures.uploadVersion();
    const word = uniqueWord();
    const runningVersion = `run-${word}`;
    const stumps = await grove(word, 4, { running: 2, runningVersion });
    const others = await grove(uniqueWord(), 1, { running: 1, runningVersion });

    const online = await call(StationRoutes.assignVersion, {
      token: adminToken,
      body: { versionId: version._id, filter: { q: word, state: 'online', runningVersion } },
    });
    assert.equal(online.status, 200, JSON.stringify(online.body));
    assert.equal(online.body.stations, 2);
    assert.equal(online.body.changed, 2);
    assert.deepEqual(await assignedTags([...stumps, ...others].map((stump) => stump.station._id)), [
      version.tag,
      version.tag,
      null,
      null,
      null,
    ]);

    const never = await call(StationRoutes.assignVersion, {
      token: adminToken,
      body: { versionId: version._id, filter: { q: word, state: 'never' } },
    });
    assert.deepEqual([never.body.stations, never.body.changed], [2, 2]);
    const audit = await eventually(
      async () => (await call(AuditRoutes.list, { query: { type: 'version', limit: '50' }, token: adminToken })).body,
      (entries) => entries.some((entry) => entry.target.id === version._id && entry.summary.includes('never')),
    );
    assert.ok(
      audit.some(
        (entry) =>
          entry.summary ===
          `Version ${version.tag} assigned to 2 stations (every station matching "${word}", online, running ${runningVersion}): 2 changed, 0 without a key`,
      ),
    );
  });

  it('refuses an unknown version, an empty or too long selection and unknown stations, each with 400 naming it', async () => {
    const { version } = await fixtures.uploadVersion();
    const [stump] = await grove(uniqueWord(), 1);
    const stationIds = [stump!.station._id];
    const tooMany = Array.from({ length: MAX_NAMED_STATIONS + 1 }, () => randomUUID());
    const cases: Array<[unknown, RegExp]> = [
      [{ versionId: randomUUID(), stationIds }, /versionId: no version has this id/],
      [{ versionId: version._id, stationIds: [] }, /stationIds must hold at least one station/],
      [{ versionId: version._id }, /stationIds is required: name the stations \(stationIds\) or give a filter/],
      [{ versionId: version._id, stationIds: tooMany }, /stationIds must hold at most 10000 stations: for more, give a filter/],
      [{ versionId: version._id, stationIds: [...stationIds, randomUUID()] }, /stationIds: 1 of these stations do not exist/],
      [{ versionId: version._id, stationIds, filter: { q: 'oak' } }, /filter must not be given with stationIds/],
      [{ versionId: version._id, filter: {} }, /filter must name at least one of q, state, runningVersion/],
      [{ versionId: version._id, filter: { state: 'asleep' } }, /filter.state must be one of online, silent, never/],
      [{ versionId: version._id, filter: { q: uniqueWord() } }, /filter: no station matches it/],
    ];
    for (const [json, message] of cases) {
      const res = await call(StationRoutes.assignVersion, { token: adminToken, untypedBody: json });
      assert.equal(res.status, 400, JSON.stringify(res.body).slice(0, 300));
      assert.match(res.body.message!, message);
    }
    assert.deepEqual(await assignedTags(stationIds), [null], 'nothing refused changed anything');

    const body = { versionId: version._id, stationIds };
    assert.equal((await call(StationRoutes.assignVersion, { token: userToken, body })).status, 403);
    assert.equal((await call(StationRoutes.assignVersion, { body })).status, 401);
    assert.deepEqual(await assignedTags(stationIds), [null]);
  });
});

describe('stations by state and running version', () => {
  it('finds them in the status list, paged or whole, and one by its id', async () => {
    const word = uniqueWord();
    const runningVersion = `run-${word}`;
    const stumps = await grove(word, 3, { running: 2, runningVersion });

    const paged = await call(StationRoutes.statuses, { query: { q: word, state: 'online', limit: '1' }, token: adminToken });
    assert.equal(paged.status, 200);
    assert.equal(paged.headers.get('x-total-count'), '2');
    assert.equal(paged.body.length, 1);
    assert.equal(paged.body[0]!.runningVersion, runningVersion);

    const whole = await call(StationRoutes.statuses, { query: { runningVersion }, token: adminToken });
    assert.deepEqual(
      whole.body.map((status) => status.baseStationId).sort(),
      stumps
        .slice(0, 2)
        .map((s) => s.station._id)
        .sort(),
    );
    const never = await call(StationRoutes.statuses, { query: { q: word, state: 'never', limit: '50' }, token: adminToken });
    assert.deepEqual(
      never.body.map((status) => status.baseStationId),
      [stumps[2]!.station._id],
    );

    const one = await call(StationRoutes.status, { params: { id: stumps[0]!.station._id }, token: adminToken });
    assert.equal(one.status, 200);
    assert.equal(one.body.state, 'online');
    assert.equal(one.body.health?.batteryPercent, 80);
    assert.equal((await call(StationRoutes.status, { params: { id: randomUUID() }, token: adminToken })).status, 404);
    assert.equal((await call(StationRoutes.status, { params: { id: stumps[0]!.station._id }, token: userToken })).status, 403);

    const bad = await call(StationRoutes.statuses, { untypedQuery: { state: 'asleep', limit: '5' }, token: adminToken });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message!, /state must be one of online, silent, never/);
  });

  it('counts the whole fleet by its map marks in the summary', async () => {
    await grove(uniqueWord(), 1, { running: 1 });
    const fleet = await call(FleetRoutes.summary, { token: adminToken });
    assert.equal(fleet.status, 200);
    const marked = STATION_MARKS.reduce((sum, mark) => sum + fleet.body.marks[mark], 0);
    assert.equal(marked, fleet.body.stations);
    assert.ok(fleet.body.marks.online >= 1);
  });
});

describe('a rollout to the stations a filter matches', () => {
  it('targets the stations matching then, and keeps the filter beside them', async () => {
    const { version } = await fixtures.uploadVersion();
    const word = uniqueWord();
    const runningVersion = `run-${word}`;
    const stumps = await grove(word, 4, { running: 3, runningVersion });
    const filter = { q: word, runningVersion };

    const matching = await call(StationRoutes.statuses, { query: { ...filter, limit: '1' }, token: adminToken });
    assert.equal(matching.headers.get('x-total-count'), '3');

    const created = await call(RolloutRoutes.create, { token: adminToken, body: { versionId: version._id, filter } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.target, 3);
    assert.deepEqual(created.body.filter, filter);
    assert.deepEqual(
      created.body.stations.map((station) => station.baseStationId).sort(),
      stumps
        .slice(0, 3)
        .map((stump) => stump.station._id)
        .sort(),
    );
    const listed = (await call(RolloutRoutes.list, { token: adminToken })).body.find((r) => r._id === created.body._id);
    assert.deepEqual(listed?.filter, filter);

    // A station that matches later is not in it: the rollout named its stations when it started.
    const [late] = await grove(word, 1, { running: 1, runningVersion });
    const again = await call(RolloutRoutes.get, { params: { id: created.body._id }, token: adminToken });
    assert.equal(again.body.target, 3);
    assert.ok(!again.body.stations.some((station) => station.baseStationId === late!.station._id));

    const named = await call(RolloutRoutes.create, {
      token: adminToken,
      body: { versionId: version._id, stationIds: [late!.station._id] },
    });
    assert.equal(named.status, 201);
    assert.equal(named.body.filter, null);

    const audit = await eventually(
      async () => (await call(AuditRoutes.list, { query: { type: 'rollout', limit: '50' }, token: adminToken })).body,
      (entries) => entries.some((entry) => entry.target.id === created.body._id),
    );
    assert.equal(
      audit.find((entry) => entry.target.id === created.body._id)!.summary,
      `Rollout of ${version.tag} to 3 stations (every station matching "${word}", running ${runningVersion}) in phases 10, 50, 100 %`,
    );
  });

  it('refuses a filter with ids, an empty filter and one that matches nothing; a user gets 403', async () => {
    const { version } = await fixtures.uploadVersion();
    const [stump] = await grove(uniqueWord(), 1);
    const cases: Array<[unknown, RegExp]> = [
      [
        { versionId: version._id, stationIds: [stump!.station._id], filter: { state: 'never' } },
        /filter must not be given with stationIds/,
      ],
      [{ versionId: version._id, filter: { q: '' } }, /filter must name at least one of q, state, runningVersion/],
      [{ versionId: version._id, filter: { state: 'dozing' } }, /filter.state must be one of online, silent, never/],
      [{ versionId: version._id, filter: { q: uniqueWord() } }, /no station matches the filter/],
    ];
    for (const [json, message] of cases) {
      const res = await call(RolloutRoutes.create, { token: adminToken, untypedBody: json });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.message!, message);
    }
    const asUser = await call(RolloutRoutes.create, { token: userToken, body: { versionId: version._id, filter: { q: 'x' } } });
    assert.equal(asUser.status, 403);
  });
});
