import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import {
  AnalyticsRoutes,
  ApiKeyRoutes,
  CharacterRoutes,
  CharacterTypeRoutes,
  ConfigRoutes,
  DeviceRoutes,
  FleetRoutes,
  IdentityRoutes,
  MissionRoutes,
  StationRoutes,
} from '@storystump/contracts';
import { apiClient, eventually, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import { signInAsAdmin } from './sessions.js';

const DAY = 86_400_000;

let system: RunningSystem;
let db: pg.Client;
let call: ReturnType<typeof apiClient>;
let adminToken: string;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await system?.stop();
});

async function createCharacter(characterType: string) {
  const type = await call(CharacterTypeRoutes.append, {
    token: adminToken,
    body: { characterEncryptedType: unique('enc'), characterType },
  });
  assert.equal(type.status, 201, JSON.stringify(type.body));
  const res = await call(CharacterRoutes.create, {
    token: adminToken,
    body: { encryptedCharacterType: type.body.characterEncryptedType, serialNumber: unique('SN') },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

/** A stump standing in the woods since `addedDaysAgo`, sending its batches with its own key. */
async function stumpAt(friendly_name: string, addedDaysAgo = 0) {
  const created = await call(StationRoutes.create, {
    token: adminToken,
    body: { base_id: unique('stump'), friendly_name, latitude: 52.3, longitude: -1.1 },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const station = created.body;
  if (addedDaysAgo)
    await db.query(`UPDATE "devices"."base_stations" SET "created_at" = now() - make_interval(days => $2) WHERE "id" = $1`, [
      station._id,
      addedDaysAgo,
    ]);
  const key = await call(ApiKeyRoutes.generate, { token: adminToken, body: { baseStationId: station._id } });
  assert.equal(key.status, 201, JSON.stringify(key.body));
  const authorization = `ApiKey ${key.body.apiKey}`;
  const send = (body: { visits: unknown[]; sentAt?: string }) => call(DeviceRoutes.visits, { headers: { authorization }, body });
  const heartbeat = (storyPacks?: unknown) =>
    call(DeviceRoutes.heartbeat, {
      headers: { authorization },
      untypedBody: { runningVersion: '1.0.0', uptimeSeconds: 60, ...(storyPacks === undefined ? {} : { storyPacks }) },
    });
  return { station, send, heartbeat };
}

const visitOf = (serialNumber: string, occurredAt: string) => ({ eventId: randomUUID(), serialNumber, occurredAt });

describe('a stump back from days offline', () => {
  it('has its late visits recorded and counted on the days they happened, up to 30 days late', async () => {
    const { station, send } = await stumpAt('Lantern Copse', 60);
    const characterType = unique('fox');
    const fox = await createCharacter(characterType);
    const mission = await call(MissionRoutes.create, {
      token: adminToken,
      body: {
        title: 'Autumn wanderer',
        description: 'Visit stumps in the first half of the month',
        characterType,
        rule: { kind: 'visitsBetween', count: 5, from: ago(15 * DAY), to: ago(5 * DAY) },
      },
    });
    assert.equal(mission.status, 201, JSON.stringify(mission.body));

    const batch = [
      visitOf(fox.serialNumber, ago(29 * DAY)),
      visitOf(fox.serialNumber, ago(12 * DAY)),
      visitOf(fox.serialNumber, ago(10 * DAY)),
      visitOf(fox.serialNumber, ago(31 * DAY)),
      visitOf(fox.serialNumber, ago(60_000)),
    ];
    const res = await send({ visits: batch });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.results.map((r) => (r.status === 'rejected' ? r.error.message : r.status)),
      ['recorded', 'recorded', 'recorded', 'occurredAt is more than 30 days ago', 'recorded'],
    );
    const again = await send({ visits: batch });
    assert.deepEqual([again.body.recorded, again.body.duplicates], [0, 4], 'a batch sent again records nothing twice');

    const visits = await call(CharacterRoutes.visits, { params: { id: fox._id }, token: adminToken });
    assert.deepEqual(
      visits.body.map((v) => v.visitDate),
      [batch[4]!.occurredAt, batch[2]!.occurredAt, batch[1]!.occurredAt, batch[0]!.occurredAt],
    );

    const expectedDays = new Map<string, number>();
    for (const visit of [batch[0]!, batch[1]!, batch[2]!, batch[4]!])
      expectedDays.set(visit.occurredAt.slice(0, 10), (expectedDays.get(visit.occurredAt.slice(0, 10)) ?? 0) + 1);
    const range = { startDate: batch[0]!.occurredAt.slice(0, 10), endDate: new Date().toISOString().slice(0, 10) };
    const footfall = await eventually(
      async () => (await call(AnalyticsRoutes.footfall, { query: range, token: adminToken })).body,
      (stations) => stations.find((s) => s.baseStationId === station._id)?.visits === 4,
      15_000,
    );
    assert.deepEqual(
      footfall.find((s) => s.baseStationId === station._id)!.days,
      [...expectedDays].sort().map(([_id, count]) => ({ _id, count })),
    );

    const progress = await eventually(
      async () =>
        (
          await db.query<{ progress: number }>(
            `SELECT "progress" FROM "characters"."mission_progress" WHERE "character_id" = $1 AND "mission_id" = $2`,
            [fox._id, mission.body._id],
          )
        ).rows[0]?.progress,
      (value) => value !== undefined,
      15_000,
    );
    assert.equal(progress, 2, 'the two visits made between the dates count, whenever they arrived');
  });
});

describe('a stump whose clock drifts', () => {
  it('has its visits moved by its clock offset, keeps its own times, and is listed in the fleet', async () => {
    const { station, send } = await stumpAt('Crooked Oak', 5);
    const badger = await createCharacter('badger');
    const behind = 2 * DAY;
    const stumpNow = Date.now() - behind;
    const batch = [10, 3].map((minutesAgo) =>
      visitOf(badger.serialNumber, new Date(stumpNow - minutesAgo * 60_000).toISOString()),
    );
    const res = await send({ visits: batch, sentAt: new Date(stumpNow).toISOString() });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.recorded, 2);

    const visits = await call(CharacterRoutes.visits, { params: { id: badger._id }, token: adminToken });
    const corrected = visits.body.map((v) => Date.parse(v.visitDate));
    const expected = [3, 10].map((minutesAgo) => Date.now() - minutesAgo * 60_000);
    corrected.forEach((at, i) => assert.ok(Math.abs(at - expected[i]!) < 30_000, `visit ${i} moved to the platform's time`));

    const kept = await db.query<{ event_id: string; reported_at: Date; clock_offset_seconds: number }>(
      `SELECT "event_id", "reported_at", "clock_offset_seconds" FROM "characters"."visits" WHERE "station_id" = $1 ORDER BY "reported_at"`,
      [station._id],
    );
    assert.deepEqual(
      kept.rows.map((row) => [row.event_id, row.reported_at.toISOString()]),
      batch.map((visit) => [visit.eventId, visit.occurredAt]),
      "the stump's own times are kept",
    );
    for (const row of kept.rows) assert.ok(Math.abs(row.clock_offset_seconds - behind / 1000) < 30);

    const resent = await send({ visits: batch, sentAt: new Date(stumpNow + 3_600_000).toISOString() });
    assert.deepEqual([resent.body.recorded, resent.body.duplicates], [0, 2], 'sent again with another sentAt: nothing twice');

    const drift = await call(FleetRoutes.driftingClocks, { token: adminToken });
    assert.equal(drift.status, 200, JSON.stringify(drift.body));
    const listed = drift.body.stations.find((s) => s.baseStationId === station._id);
    assert.ok(listed, 'listed among the drifting clocks');
    assert.equal(listed.base_id, station.base_id);
    assert.equal(listed.friendly_name, 'Crooked Oak');
    assert.ok(Math.abs(listed.offsetSeconds - (behind - 3_600_000) / 1000) < 30, 'its latest offset');
    assert.ok(drift.body.drifting >= 1);

    const setRight = await send({ visits: [visitOf(badger.serialNumber, ago(60_000))], sentAt: ago(20_000) });
    assert.equal(setRight.body.recorded, 1);
    const [latest] = (await call(CharacterRoutes.visits, { params: { id: badger._id }, token: adminToken })).body;
    const row = await db.query(`SELECT "reported_at" FROM "characters"."visits" WHERE "id" = $1`, [latest!._id]);
    assert.equal(row.rows[0].reported_at, null, 'within a minute: not corrected');
    const afterFix = await call(FleetRoutes.driftingClocks, { token: adminToken });
    assert.equal(
      afterFix.body.stations.find((s) => s.baseStationId === station._id),
      undefined,
      'a clock set right leaves the list',
    );
  });

  it('refuses a sentAt that is not a time, and keeps the list to admins', async () => {
    const { send } = await stumpAt('Mossy Stile');
    const owl = await createCharacter('owl');
    const bad = await send({ visits: [visitOf(owl.serialNumber, ago(0))], sentAt: 'yesterday' });
    assert.deepEqual(
      [bad.status, (bad.body as unknown as { message: string }).message],
      [400, 'sentAt must be an ISO 8601 date and time'],
    );
    assert.equal((await call(FleetRoutes.driftingClocks, {})).status, 401);
    const user = await call(IdentityRoutes.register, {
      body: { displayName: 'Moss', email: `${unique('moss')}@example.test`, password: 'acorns-and-oak' },
    });
    assert.equal((await call(FleetRoutes.driftingClocks, { token: user.body.token })).status, 403);
  });
});

describe('story packs the stumps hold', () => {
  const missingPacks = async () => {
    const res = await call(FleetRoutes.missingStoryPacks, { token: adminToken });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body;
  };

  it('lists the stumps missing the pack their configuration asks for, and not those that never said', async () => {
    const defaults = await call(ConfigRoutes.setDefaults, {
      token: adminToken,
      body: {
        timeZone: 'Europe/London',
        quietHours: [],
        volume: 60,
        quietVolume: null,
        greeting: null,
        storyPack: 'spring-songs',
      },
    });
    assert.equal(defaults.status, 200, JSON.stringify(defaults.body));
    const lacking = await stumpAt('Hazel Nook');
    const holding = await stumpAt('Birch Knoll');
    const silent = await stumpAt('Fern Hollow');
    const onDefaults = await stumpAt('Yew Corner');
    for (const { station } of [lacking, holding, silent]) {
      const set = await call(ConfigRoutes.setStation, {
        token: adminToken,
        params: { id: station._id },
        body: { storyPack: 'autumn-owls' },
      });
      assert.equal(set.status, 200, JSON.stringify(set.body));
    }
    assert.equal((await lacking.heartbeat(['winter-tales'])).status, 200);
    assert.equal((await holding.heartbeat(['winter-tales', 'autumn-owls'])).status, 200);
    assert.equal((await silent.heartbeat()).status, 200);
    assert.equal((await onDefaults.heartbeat([])).status, 200);

    const listed = await missingPacks();
    const ours = (id: string) => listed.stations.find((s) => s.baseStationId === id);
    assert.deepEqual(
      [ours(lacking.station._id)?.storyPack, ours(lacking.station._id)?.storyPacks, ours(lacking.station._id)?.friendly_name],
      ['autumn-owls', ['winter-tales'], 'Hazel Nook'],
    );
    assert.deepEqual([ours(onDefaults.station._id)?.storyPack, ours(onDefaults.station._id)?.storyPacks], ['spring-songs', []]);
    assert.equal(ours(holding.station._id), undefined, 'holds its pack');
    assert.equal(ours(silent.station._id), undefined, 'never said: unknown, not missing');
    assert.equal(listed.missing, 2);
    assert.ok(listed.unknown >= 1);

    assert.equal((await lacking.heartbeat()).status, 200);
    assert.ok(
      (await missingPacks()).stations.some((s) => s.baseStationId === lacking.station._id),
      'a heartbeat without packs keeps what was said',
    );
    assert.equal((await lacking.heartbeat(['autumn-owls'])).status, 200);
    const afterLoad = await missingPacks();
    assert.equal(
      afterLoad.stations.find((s) => s.baseStationId === lacking.station._id),
      undefined,
      'the pack loaded',
    );
    assert.equal(afterLoad.missing, 1);
  });

  it('refuses story packs that are not tags or too many, and keeps the list to admins', async () => {
    const { heartbeat } = await stumpAt('Thistle Gap');
    const bad = await heartbeat(['Winter Tales']);
    assert.deepEqual(
      [bad.status, (bad.body as unknown as { message: string }).message],
      [400, 'storyPacks.0 must be a tag of lower-case letters, digits and dashes (at most 40), such as "woodland-winter"'],
    );
    const many = await heartbeat(Array.from({ length: 51 }, (_, i) => `pack-${i}`));
    assert.deepEqual(
      [many.status, (many.body as unknown as { message: string }).message],
      [400, 'storyPacks must hold at most 50 story packs'],
    );
    assert.equal((await call(FleetRoutes.missingStoryPacks, {})).status, 401);
    const user = await call(IdentityRoutes.register, {
      body: { displayName: 'Moss', email: `${unique('moss')}@example.test`, password: 'acorns-and-oak' },
    });
    assert.equal((await call(FleetRoutes.missingStoryPacks, { token: user.body.token })).status, 403);
  });
});
