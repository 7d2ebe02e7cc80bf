import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  CharacterOps,
  CharacterTypeOps,
  VisitOps,
  ApiKeyOps,
  StationOps,
  UserOps,
  type CharacterView,
  type ListVisitsInput,
  type RequestContext,
  type StationView,
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
import type { DataSource } from 'typeorm';
import { charactersDatabase } from '../src/database.js';
import { admin, anon, as, stump, unique } from './request-contexts.js';

let characters: SystemService;
let rpc: RpcClient;
let db: DataSource;
let realAdmin: RequestContext;

async function idOf(email: string): Promise<string> {
  const users = await rpc.send(UserOps.list.subject, admin(), undefined);
  return users.find((user) => user.email === email)!._id;
}

async function registerUser(displayName = 'Hazel'): Promise<string> {
  const email = `${unique('owner')}@example.test`;
  await rpc.send(UserOps.register.subject, anon(), { displayName, email, password: 'acorns-and-oak' });
  return idOf(email);
}

async function newType(name = 'owl') {
  return rpc.send(CharacterTypeOps.append.subject, admin(), {
    characterEncryptedType: unique('enc'),
    characterType: name,
  });
}

async function newCharacter(typeName = 'owl'): Promise<CharacterView> {
  const type = await newType(typeName);
  return rpc.send(CharacterOps.create.subject, admin(), {
    encryptedCharacterType: type.characterEncryptedType,
    serialNumber: unique('SN'),
  });
}

function newStation(name = 'Oak Hollow'): Promise<StationView> {
  return rpc.send(StationOps.create.subject, admin(), {
    base_id: unique('stump'),
    friendly_name: name,
    latitude: 52.1,
    longitude: -1.2,
  });
}

before(async () => {
  characters = await serviceOfSystem(charactersDatabase);
  ({ rpc, db } = characters);
  realAdmin = { requestId: randomUUID(), actor: { id: await idOf(characters.system.adminEmail), role: 'admin' } };
});
after(async () => characters?.close());

describe('characters over NATS', () => {
  it('answers its health check with its database and NATS up', async () => {
    assert.deepEqual(await rpc.health('characters'), {
      service: 'characters',
      status: 'ok',
      checks: { database: 'ok', nats: 'ok', redis: 'ok' },
    });
  });

  it('has migrations that match its entities exactly', async () => {
    assert.deepEqual(await schemaDrift(db), []);
  });

  it('makes its search indexes so that a lookup by value reads its key', async () => {
    assert.deepEqual(await trigramIndexesOnColumns(db, 'characters'), []);
  });

  it('keeps character types to admins, and each encrypted type unique', async () => {
    const type = await newType('hedgehog');
    assert.equal(type.characterType, 'hedgehog');
    const listed = await rpc.send(CharacterTypeOps.list.subject, admin(), undefined);
    assert.ok(listed.some((t) => t._id === type._id && t.characterEncryptedType === type.characterEncryptedType));
    assert.equal((await rpcFailureOf(rpc.send(CharacterTypeOps.list.subject, as(randomUUID()), undefined))).status, 403);
    const again = await rpcFailureOf(
      rpc.send(CharacterTypeOps.append.subject, admin(), {
        characterEncryptedType: type.characterEncryptedType,
        characterType: 'badger',
      }),
    );
    assert.deepEqual([again.status, again.message], [409, 'A character type with this encrypted type already exists']);
  });

  it('gives a character to a user identity knows, once, and the user sees it as theirs', async () => {
    const character = await newCharacter('bunny');
    const owner = await registerUser('Bramble');
    const assigned = await rpc.send(CharacterOps.assign.subject, admin(), {
      serialNumber: character.serialNumber,
      userId: owner,
    });
    assert.deepEqual(assigned.owner, { _id: owner, displayName: 'Bramble' });
    const mine = await rpc.send(CharacterOps.listMine.subject, as(owner), undefined);
    assert.deepEqual(
      mine.map((c) => [c._id, c.characterType, c.name]),
      [[character._id, 'bunny', `bunny (${character.serialNumber})`]],
    );

    const twice = await rpcFailureOf(
      rpc.send(CharacterOps.assign.subject, admin(), { serialNumber: character.serialNumber, userId: await registerUser() }),
    );
    assert.deepEqual([twice.status, twice.message], [409, `The character "${character.serialNumber}" already belongs to a user`]);
    const nobody = await rpcFailureOf(
      rpc.send(CharacterOps.assign.subject, admin(), { serialNumber: (await newCharacter()).serialNumber, userId: randomUUID() }),
    );
    assert.deepEqual([nobody.status, nobody.message], [404, 'User not found']);
  });

  it('lists visits newest first, a page at a time, to the owner and admins only', async () => {
    const character = await newCharacter();
    const owner = await registerUser();
    await rpc.send(CharacterOps.assign.subject, admin(), { serialNumber: character.serialNumber, userId: owner });
    const station = await newStation('Bluebell Wood');
    const added = [];
    for (let i = 0; i < 5; i++) {
      added.push(
        await rpc.send(VisitOps.add.subject, admin(), {
          baseStationId: station._id,
          serialNumber: character.serialNumber,
        }),
      );
    }
    const newestFirst = added.map((v) => v._id).reverse();
    const all = await rpc.send(VisitOps.list.subject, as(owner), { id: character._id });
    assert.deepEqual(
      all.map((v) => v._id),
      newestFirst,
    );
    assert.deepEqual(all[0]!.baseStation, {
      _id: station._id,
      base_id: station.base_id,
      name: 'Bluebell Wood',
      currentName: 'Bluebell Wood',
      removed: false,
    });
    const pageOf = async (ctx: RequestContext, input: ListVisitsInput) =>
      (await rpc.send(VisitOps.listPage.subject, ctx, input)).items;
    const first = await pageOf(as(owner), { id: character._id, limit: 2 });
    const second = await pageOf(as(owner), {
      id: character._id,
      limit: 2,
      before: first[1]!._id,
    });
    assert.deepEqual(
      [...first, ...second].map((v) => v._id),
      newestFirst.slice(0, 4),
    );
    const byDate = await pageOf(admin(), {
      id: character._id,
      limit: 100,
      before: all[2]!.visitDate,
    });
    assert.ok(byDate.every((v) => v.visitDate < all[2]!.visitDate));

    const stranger = await rpcFailureOf(rpc.send(VisitOps.list.subject, as(await registerUser()), { id: character._id }));
    assert.deepEqual([stranger.status, stranger.message], [403, 'You may only see the visits of your own characters']);
  });

  it("keeps a visit's station name after a rename and a deletion, from devices' events", async () => {
    const character = await newCharacter();
    const station = await newStation('Fern Gully');
    await rpc.send(VisitOps.add.subject, admin(), { baseStationId: station._id, serialNumber: character.serialNumber });
    await rpc.send(StationOps.update.subject, admin(), { ...station, id: station._id, friendly_name: 'Fern Glade' });
    const renamed = await eventually(
      () => rpc.send(VisitOps.list.subject, admin(), { id: character._id }),
      (visits) => visits[0]?.baseStation.currentName === 'Fern Glade',
    );
    assert.deepEqual([renamed[0]!.baseStation.name, renamed[0]!.baseStation.currentName], ['Fern Gully', 'Fern Glade']);
    await rpc.send(StationOps.delete.subject, admin(), { id: station._id });
    const gone = await eventually(
      () => rpc.send(VisitOps.list.subject, admin(), { id: character._id }),
      (visits) => visits[0]?.baseStation.removed === true,
    );
    assert.deepEqual(gone[0]!.baseStation, {
      _id: station._id,
      base_id: station.base_id,
      name: 'Fern Gully',
      currentName: null,
      removed: true,
    });
  });

  it("pauses a character's history for its owner only: its visits are then counted at the stump, not kept as its", async () => {
    const station = await newStation('Primrose Bank');
    const { apiKey } = await rpc.send(ApiKeyOps.generate.subject, admin(), { baseStationId: station._id });
    const fox = await newCharacter('fox');
    const owner = await registerUser('Rowan');
    await rpc.send(CharacterOps.assign.subject, admin(), { serialNumber: fox.serialNumber, userId: owner });
    const seen = async () => {
      const visit = {
        eventId: randomUUID(),
        serialNumber: fox.serialNumber,
        occurredAt: new Date(Date.now() - 1000).toISOString(),
      };
      const [result] = (await rpc.send(VisitOps.recordDevice.subject, stump(apiKey), { visits: [visit] })).results;
      assert.ok(result?.status === 'recorded');
      assert.equal(result.characterType, 'fox');
      return { ...result, eventId: visit.eventId, visit };
    };
    const kept = await seen();

    for (const other of [as(await registerUser()), realAdmin]) {
      const refused = await rpcFailureOf(rpc.send(CharacterOps.setHistory.subject, other, { id: fox._id, keep: false }));
      assert.deepEqual([refused.status, refused.message], [403, 'You may only change the history of your own characters']);
    }
    const paused = await rpc.send(CharacterOps.setHistory.subject, as(owner), { id: fox._id, keep: false });
    assert.equal(paused.keepHistory, false);
    assert.deepEqual(
      (await rpc.send(CharacterOps.listMine.subject, as(owner), undefined)).map((c) => c.keepHistory),
      [false],
    );
    const counted = await seen();
    const [stored] = await db.query<{ character_id: string | null }[]>(
      'SELECT character_id FROM characters.visits WHERE id = $1',
      [counted.visitId],
    );
    assert.deepEqual(stored, { character_id: null });
    const sentAgain = await rpc.send(VisitOps.recordDevice.subject, stump(apiKey), { visits: [counted.visit] });
    assert.deepEqual(
      sentAgain.results.map((r) => [r.status, r.status !== 'rejected' && r.visitId]),
      [['duplicate', counted.visitId]],
    );
    assert.deepEqual(
      (await rpc.send(VisitOps.list.subject, as(owner), { id: fox._id })).map((v) => v._id),
      [kept.visitId],
    );

    await rpc.send(CharacterOps.setHistory.subject, as(owner), { id: fox._id, keep: true });
    const keptAgain = await seen();
    assert.deepEqual(
      (await rpc.send(VisitOps.list.subject, as(owner), { id: fox._id })).map((v) => v._id),
      [keptAgain.visitId, kept.visitId],
    );
    const missing = await rpcFailureOf(rpc.send(CharacterOps.setHistory.subject, as(owner), { id: randomUUID(), keep: false }));
    assert.deepEqual([missing.status, missing.message], [404, 'Character not found']);
  });

  it('records a stump batch once, item by item, at its own station', async () => {
    const station = await newStation('Hawthorn Hill');
    const { apiKey } = await rpc.send(ApiKeyOps.generate.subject, admin(), { baseStationId: station._id });
    const owl = await newCharacter('owl');
    const bunny = await newCharacter('bunny');
    const at = new Date(Date.now() - 60_000).toISOString();
    const batch = [
      { eventId: randomUUID(), serialNumber: owl.serialNumber, occurredAt: at },
      { eventId: randomUUID(), serialNumber: 'NO-SUCH-TOY', occurredAt: at },
      { eventId: randomUUID(), serialNumber: bunny.serialNumber, occurredAt: 'yesterday' },
      { eventId: randomUUID(), serialNumber: bunny.serialNumber, occurredAt: at },
    ];
    const repeated = { ...batch[0]! };
    const first = await rpc.send(VisitOps.recordDevice.subject, stump(apiKey), { visits: [...batch, repeated] });
    assert.deepEqual(
      first.results.map((r) => [r.status, r.status === 'rejected' ? r.error.message : r.characterType]),
      [
        ['recorded', 'owl'],
        ['rejected', 'No character has the serial number "NO-SUCH-TOY"'],
        ['rejected', 'occurredAt must be an ISO 8601 date and time'],
        ['recorded', 'bunny'],
        ['duplicate', 'owl'],
      ],
    );
    assert.deepEqual([first.recorded, first.duplicates, first.rejected], [2, 1, 2]);

    const again = await rpc.send(VisitOps.recordDevice.subject, stump(apiKey), { visits: batch });
    assert.deepEqual(
      again.results.map((r) => r.status),
      ['duplicate', 'rejected', 'rejected', 'duplicate'],
    );
    const owlVisits = await rpc.send(VisitOps.list.subject, admin(), { id: owl._id });
    assert.equal(owlVisits.length, 1);
    assert.deepEqual([owlVisits[0]!.baseStation.name, owlVisits[0]!.visitDate], ['Hawthorn Hill', at]);
    const firstResult = first.results[0]!;
    assert.ok(firstResult.status === 'recorded');
    assert.equal(again.results[0]!.status === 'duplicate' && again.results[0]!.visitId, firstResult.visitId);
  });

  it('refuses a batch from a revoked key, and a caller with no key', async () => {
    const station = await newStation();
    const { _id, apiKey } = await rpc.send(ApiKeyOps.generate.subject, admin(), { baseStationId: station._id });
    await rpc.send(ApiKeyOps.revoke.subject, admin(), { id: _id });
    const visit = { eventId: randomUUID(), serialNumber: 'X', occurredAt: new Date().toISOString() };
    const revoked = await rpcFailureOf(rpc.send(VisitOps.recordDevice.subject, stump(apiKey), { visits: [visit] }));
    assert.deepEqual([revoked.status, revoked.message], [401, 'This API key has been revoked']);
    const keyless = await rpcFailureOf(rpc.send(VisitOps.recordDevice.subject, admin(), { visits: [visit] }));
    assert.equal(keyless.status, 401);
  });

  it("releases a deleted user's characters, unlinking their visits from them", async () => {
    const character = await newCharacter();
    const owner = await registerUser();
    await rpc.send(CharacterOps.assign.subject, admin(), { serialNumber: character.serialNumber, userId: owner });
    const station = await newStation();
    await rpc.send(VisitOps.add.subject, admin(), { baseStationId: station._id, serialNumber: character.serialNumber });
    await rpc.send(UserOps.delete.subject, realAdmin, { id: owner });
    const released = await eventually(
      async () => (await rpc.send(CharacterOps.listAll.subject, admin(), undefined)).find((c) => c._id === character._id),
      (found) => found?.owner === null,
    );
    assert.equal(released?.owner, null);
    assert.deepEqual(await rpc.send(VisitOps.list.subject, admin(), { id: character._id }), [], 'the next owner sees none');
    const toTheDeleted = await rpcFailureOf(
      rpc.send(CharacterOps.assign.subject, admin(), { serialNumber: character.serialNumber, userId: owner }),
    );
    assert.equal(toTheDeleted.status, 404);
  });
});
