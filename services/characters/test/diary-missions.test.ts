import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  ApiKeyOps,
  CharacterOps,
  CharacterTypeOps,
  DiaryOps,
  MissionOps,
  StationOps,
  UserOps,
  VisitOps,
  type CharacterView,
  type CreateMissionInput,
  type RequestContext,
  type StationView,
} from '@storystump/contracts';
import type { RpcClient } from '@storystump/service-kit';
import { eventually, outboxMails, rpcFailureOf, serviceOfSystem, type SystemService } from '@storystump/testing';
import type { DataSource } from 'typeorm';
import { charactersDatabase } from '../src/database.js';
import { admin, anon, as, stump, unique } from './request-contexts.js';

let characters: SystemService;
let rpc: RpcClient;
let db: DataSource;
let realAdmin: RequestContext;

async function registerUser(displayName = 'Hazel'): Promise<{ id: string; email: string }> {
  const email = `${unique('family')}@example.test`;
  await rpc.send(UserOps.register.subject, anon(), { displayName, email, password: 'acorns-and-oak' });
  const users = await rpc.send(UserOps.list.subject, admin(), undefined);
  return { id: users.find((user) => user.email === email)!._id, email };
}

async function ownedCharacter(owner: string, typeName: string): Promise<CharacterView> {
  const type = await rpc.send(CharacterTypeOps.append.subject, admin(), {
    characterEncryptedType: unique('enc'),
    characterType: typeName,
  });
  const character = await rpc.send(CharacterOps.create.subject, admin(), {
    encryptedCharacterType: type.characterEncryptedType,
    serialNumber: unique('SN'),
  });
  return rpc.send(CharacterOps.assign.subject, admin(), { serialNumber: character.serialNumber, userId: owner });
}

async function stumpWithKey(latitude: number, longitude: number): Promise<{ station: StationView; key: string }> {
  const station = await rpc.send(StationOps.create.subject, admin(), {
    base_id: unique('stump'),
    friendly_name: unique('Oak'),
    latitude,
    longitude,
  });
  const { apiKey } = await rpc.send(ApiKeyOps.generate.subject, admin(), { baseStationId: station._id });
  return { station, key: apiKey };
}

async function visitFromStump(key: string, serialNumber: string): Promise<void> {
  const reply = await rpc.send(VisitOps.recordDevice.subject, stump(key), {
    visits: [{ eventId: randomUUID(), serialNumber, occurredAt: new Date(Date.now() - 1000).toISOString() }],
  });
  assert.equal(reply.recorded, 1, JSON.stringify(reply.results));
}

function mission(input: Partial<CreateMissionInput> & Pick<CreateMissionInput, 'rule'>): Promise<{ _id: string; title: string }> {
  return rpc.send(MissionOps.create.subject, admin(), { title: unique('Mission'), description: 'Visit some stumps', ...input });
}

/** A visit written as the service writes it, at a moment a stump could not send now. */
async function visitAt(characterId: string, station: { id: string; latitude: number; longitude: number }, at: string) {
  await db.query(
    `INSERT INTO "characters"."known_stations" ("id", "base_id", "friendly_name", "latitude", "longitude")
     VALUES ($1, $2, 'Hand-made stump', $3, $4) ON CONFLICT ("id") DO NOTHING`,
    [station.id, unique('hand'), station.latitude, station.longitude],
  );
  await db.query(
    `INSERT INTO "characters"."visits" ("id", "character_id", "station_id", "station_base_id", "station_name", "visit_date")
     VALUES ($1, $2, $3, 'hand', 'Hand-made stump', $4)`,
    [randomUUID(), characterId, station.id, at],
  );
}

before(async () => {
  characters = await serviceOfSystem(charactersDatabase);
  ({ rpc, db } = characters);
  const users = await rpc.send(UserOps.list.subject, admin(), undefined);
  realAdmin = {
    requestId: randomUUID(),
    actor: { id: users.find((user) => user.email === characters.system.adminEmail)!._id, role: 'admin' },
  };
});
after(async () => characters?.close());

describe("a character's diary", () => {
  it('adds up its visits as counted by hand: stumps, distance, first and latest, week streak, months', async () => {
    const family = await registerUser();
    const owl = await ownedCharacter(family.id, 'owl');
    const oak = { id: randomUUID(), latitude: 52, longitude: -1 };
    const ash = { id: randomUUID(), latitude: 52.1, longitude: -1 };
    const elm = { id: randomUUID(), latitude: 52.1, longitude: -0.9 };
    // Mondays 5, 12 and 19 January 2026 (three weeks in a row), then 2 February after a week without.
    await visitAt(owl._id, oak, '2026-01-05T09:00:00.000Z');
    await visitAt(owl._id, ash, '2026-01-12T09:00:00.000Z');
    await visitAt(owl._id, oak, '2026-01-19T09:00:00.000Z');
    await visitAt(owl._id, elm, '2026-02-02T09:00:00.000Z');
    // oak -> ash 11.12 km, ash -> oak 11.12 km, oak -> elm 13.05 km: 35.29 km
    const diary = await rpc.send(DiaryOps.get.subject, as(family.id), { id: owl._id });
    assert.deepEqual(diary.character, { _id: owl._id, serialNumber: owl.serialNumber, characterType: 'owl' });
    assert.equal(diary.stumps, 3);
    assert.equal(diary.hosts, 0);
    assert.equal(diary.distanceKm, 35.3);
    assert.equal(diary.firstVisitAt, '2026-01-05T09:00:00.000Z');
    assert.equal(diary.latestVisitAt, '2026-02-02T09:00:00.000Z');
    assert.equal(diary.longestWeekStreak, 3);
    assert.deepEqual(diary.months, [
      { month: '2026-02', visits: 1 },
      { month: '2026-01', visits: 3 },
    ]);
  });

  it('is empty for a character with no visits yet', async () => {
    const family = await registerUser();
    const bunny = await ownedCharacter(family.id, 'bunny');
    const diary = await rpc.send(DiaryOps.get.subject, as(family.id), { id: bunny._id });
    assert.deepEqual(
      [
        diary.stumps,
        diary.hosts,
        diary.distanceKm,
        diary.firstVisitAt,
        diary.latestVisitAt,
        diary.longestWeekStreak,
        diary.months,
      ],
      [0, 0, 0, null, null, 0, []],
    );
  });

  it('opens for its owner and admins, and is not found for anyone else', async () => {
    const family = await registerUser();
    const owl = await ownedCharacter(family.id, 'owl');
    assert.equal((await rpc.send(DiaryOps.get.subject, admin(), { id: owl._id })).character._id, owl._id);
    const other = await rpcFailureOf(rpc.send(DiaryOps.get.subject, as((await registerUser()).id), { id: owl._id }));
    assert.deepEqual([other.status, other.message], [404, 'Character not found']);
    const missing = await rpcFailureOf(rpc.send(DiaryOps.get.subject, as(family.id), { id: randomUUID() }));
    assert.equal(missing.status, 404);
    const bad = await rpcFailureOf(rpc.send(DiaryOps.get.subject, as(family.id), { id: 'not-an-id' }));
    assert.equal(bad.status, 400);
  });
});

describe('the collection', () => {
  it("lists the shop's woodland friends with how many the family owns, and nothing that is not a character", async () => {
    const family = await registerUser();
    await ownedCharacter(family.id, 'owl');
    await ownedCharacter(family.id, 'owl');
    await ownedCharacter((await registerUser()).id, 'hedgehog');
    await ownedCharacter((await registerUser()).id, 'bunny');
    const collection = await rpc.send(DiaryOps.collection.subject, as(family.id), undefined);
    const owned = Object.fromEntries(collection.map((friend) => [friend.name, [friend.productId, friend.owned]]));
    assert.deepEqual(owned['Owl'], ['prod_owl', 2]);
    assert.deepEqual(owned['Bunny'], ['prod_bunny', 0]);
    assert.deepEqual(owned['Hedgehog'], ['prod_hedgehog', 0]);
    assert.equal(owned['Garden Stump'], undefined);
  });
});

describe('missions', () => {
  it('are defined by admins only, with a message naming a bad rule', async () => {
    const family = await registerUser();
    const byFamily = await rpcFailureOf(
      rpc.send(MissionOps.create.subject, as(family.id), {
        title: 'Three stumps',
        description: 'Visit three stumps',
        rule: { kind: 'distinctStumps', count: 3 },
      }),
    );
    assert.equal(byFamily.status, 403);
    const badKind = await rpcFailureOf(
      rpc.send(MissionOps.create.subject, admin(), {
        title: 'x',
        description: 'y',
        rule: { kind: 'everything', count: 3 },
      } as unknown as CreateMissionInput),
    );
    assert.deepEqual(
      [badKind.status, badKind.message],
      [400, 'rule.kind must be one of distinctStumps, visitsBetween, distinctHosts'],
    );
    const backwards = await rpcFailureOf(
      mission({ rule: { kind: 'visitsBetween', count: 3, from: '2026-06-30T00:00:00Z', to: '2026-06-01T00:00:00Z' } }),
    );
    assert.deepEqual([backwards.status, backwards.message], [400, 'rule.to must not be before from']);
    const noCount = await rpcFailureOf(mission({ rule: { kind: 'distinctStumps', count: 0 } }));
    assert.deepEqual([noCount.status, noCount.message], [400, 'rule.count must be a whole number from 1 to 10000']);
  });

  it('are listed and deleted with the progress made on them', async () => {
    const created = await mission({ rule: { kind: 'distinctStumps', count: 2 }, badge: 'Explorer' });
    const listed = await rpc.send(MissionOps.list.subject, admin(), undefined);
    const found = listed.find((m) => m._id === created._id);
    assert.deepEqual(found?.rule, { kind: 'distinctStumps', count: 2 });
    assert.equal(found?.badge, 'Explorer');
    assert.deepEqual(await rpc.send(MissionOps.delete.subject, admin(), { id: created._id }), { deleted: true });
    assert.ok(!(await rpc.send(MissionOps.list.subject, admin(), undefined)).some((m) => m._id === created._id));
    const again = await rpcFailureOf(rpc.send(MissionOps.delete.subject, admin(), { id: created._id }));
    assert.deepEqual([again.status, again.message], [404, 'Mission not found']);
  });

  it('advance with stump batches, finish once, and mail the family once', async () => {
    const hedgehogType = unique('hedgehog');
    const goal = await mission({
      title: unique('Two stumps'),
      rule: { kind: 'distinctStumps', count: 2 },
      characterType: hedgehogType,
      badge: 'Trailblazer',
    });
    const family = await registerUser('Rowan');
    const hedgehog = await ownedCharacter(family.id, hedgehogType);
    const other = await ownedCharacter(family.id, unique('owl'));
    const [first, second, third] = [await stumpWithKey(52, -1), await stumpWithKey(52.1, -1), await stumpWithKey(52.2, -1)];

    await visitFromStump(first.key, hedgehog.serialNumber);
    await visitFromStump(first.key, hedgehog.serialNumber);
    const halfway = (await rpc.send(DiaryOps.get.subject, as(family.id), { id: hedgehog._id })).missions;
    assert.deepEqual(
      halfway.find((m) => m._id === goal._id),
      {
        _id: goal._id,
        title: goal.title,
        description: 'Visit some stumps',
        progress: 1,
        goal: 2,
        completedAt: null,
        badge: 'Trailblazer',
      },
    );
    assert.ok(
      !(await rpc.send(DiaryOps.get.subject, as(family.id), { id: other._id })).missions.some((m) => m._id === goal._id),
      "a mission for hedgehogs is not an owl's",
    );

    await visitFromStump(second.key, hedgehog.serialNumber);
    const finished = await eventually(
      async () =>
        (await rpc.send(DiaryOps.get.subject, as(family.id), { id: hedgehog._id })).missions.find((m) => m._id === goal._id),
      (found) => found?.completedAt !== null,
    );
    assert.equal(finished?.progress, 2);
    const mails = await eventually(
      () => outboxMails(characters.system.logDir, goal.title),
      (found) => found.length > 0,
    );
    assert.equal(mails.length, 1);
    assert.match(mails[0]!, new RegExp(`To: ${family.email}`));
    assert.match(mails[0]!, /finished the mission/);
    assert.match(mails[0]!, new RegExp(`/account/characters/${hedgehog._id}`));

    await visitFromStump(third.key, hedgehog.serialNumber);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = (await rpc.send(DiaryOps.get.subject, as(family.id), { id: hedgehog._id })).missions.find(
      (m) => m._id === goal._id,
    );
    assert.equal(after?.completedAt, finished?.completedAt, 'finished once');
    assert.equal((await outboxMails(characters.system.logDir, goal.title)).length, 1, 'mailed once');
  });

  it('do not mail a family that turned the mails off, and finish all the same', async () => {
    const family = await registerUser('Ash');
    assert.deepEqual(await rpc.send(DiaryOps.missionMails.subject, as(family.id), undefined), { send: true });
    assert.deepEqual(await rpc.send(DiaryOps.setMissionMails.subject, as(family.id), { send: false }), { send: false });
    assert.deepEqual(await rpc.send(DiaryOps.missionMails.subject, as(family.id), undefined), { send: false });
    const type = unique('bunny');
    const goal = await mission({ title: unique('One visit'), rule: { kind: 'visitsBetween', count: 1 }, characterType: type });
    const bunny = await ownedCharacter(family.id, type);
    const { key } = await stumpWithKey(51.5, -0.1);
    await visitFromStump(key, bunny.serialNumber);
    await eventually(
      async () =>
        (await rpc.send(DiaryOps.get.subject, as(family.id), { id: bunny._id })).missions.find((m) => m._id === goal._id),
      (found) => found?.completedAt !== null,
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    assert.deepEqual(await outboxMails(characters.system.logDir, goal.title), []);
  });

  it("are forgotten with the family's account, with its choice of mails", async () => {
    const family = await registerUser();
    await rpc.send(DiaryOps.setMissionMails.subject, as(family.id), { send: false });
    const type = unique('owl');
    await mission({ rule: { kind: 'visitsBetween', count: 5 }, characterType: type });
    const owl = await ownedCharacter(family.id, type);
    const { key } = await stumpWithKey(51.5, -0.1);
    await visitFromStump(key, owl.serialNumber);
    const progressRows = () =>
      db.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM "characters"."mission_progress" WHERE "character_id" = $1`,
        [owl._id],
      );
    await eventually(progressRows, (rows) => rows[0]!.count === 1);
    await rpc.send(UserOps.delete.subject, realAdmin, { id: family.id });
    await eventually(progressRows, (rows) => rows[0]!.count === 0);
    const choices = await db.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM "characters"."mission_mail_choices" WHERE "owner_id" = $1`,
      [family.id],
    );
    assert.equal(choices[0]!.count, 0);
  });
});
