import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  AnalyticsRoutes,
  ApiKeyRoutes,
  CharacterRoutes,
  CharacterTypeRoutes,
  DeviceRoutes,
  IdentityRoutes,
  StationRoutes,
} from '@storystump/contracts';
import { eventually, startSystem, testClientAddress, type RunningSystem, apiClient } from '@storystump/testing';
import { signInAsAdmin } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

async function registerUser(displayName = 'Moss') {
  const registered = await call(IdentityRoutes.register, {
    body: { displayName, email: `${unique('moss')}@example.test`, password: 'acorns-and-oak' },
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const me = await call(IdentityRoutes.me, { token: registered.body.token });
  return { token: registered.body.token, id: me.body._id };
}

async function appendType(characterType = 'owl') {
  const res = await call(CharacterTypeRoutes.append, {
    token: adminToken,
    body: { characterEncryptedType: unique('enc'), characterType },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

async function createCharacter(characterType = 'owl') {
  const type = await appendType(characterType);
  const res = await call(CharacterRoutes.create, {
    token: adminToken,
    body: { encryptedCharacterType: type.characterEncryptedType, serialNumber: unique('SN') },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

async function createStation(friendly_name = 'Oak Hollow') {
  const res = await call(StationRoutes.create, {
    token: adminToken,
    body: { base_id: unique('stump'), friendly_name, latitude: 52.3, longitude: -1.1 },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

const assign = (serialNumber: string, userId: string) =>
  call(CharacterRoutes.assign, { token: adminToken, body: { serialNumber, userId } });

const addVisit = (baseStationId: string, serialNumber: string) =>
  call(CharacterRoutes.addVisit, { params: { baseStationId }, token: adminToken, body: { serialNumber } });

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
});
after(async () => system?.stop());

describe('character types', () => {
  it('appends a type and lists it, for admins only', async () => {
    const type = await appendType('hedgehog');
    assert.equal(type.characterType, 'hedgehog');
    const list = await call(CharacterTypeRoutes.list, { token: adminToken });
    assert.ok(list.body.some((t) => t._id === type._id));
    const { token } = await registerUser();
    assert.equal((await call(CharacterTypeRoutes.list, { token })).status, 403);
    assert.equal((await call(CharacterTypeRoutes.list)).status, 401);
    const asUser = await call(CharacterTypeRoutes.append, {
      token,
      body: { characterEncryptedType: unique('enc'), characterType: 'fox' },
    });
    assert.equal(asUser.status, 403);
  });

  it('needs both fields, and refuses an encrypted type twice', async () => {
    const missing = await call(CharacterTypeRoutes.append, {
      token: adminToken,
      untypedBody: { characterEncryptedType: unique('enc') },
    });
    assert.deepEqual([missing.status, missing.body.message], [400, 'characterType is required']);
    const type = await appendType();
    const twice = await call(CharacterTypeRoutes.append, {
      token: adminToken,
      body: { characterEncryptedType: type.characterEncryptedType, characterType: 'owl' },
    });
    assert.deepEqual([twice.status, twice.body.message], [409, 'A character type with this encrypted type already exists']);
  });
});

describe('characters', () => {
  it('creates a character from an encrypted type, answering its type and serial number', async () => {
    const type = await appendType('bunny');
    const serialNumber = unique('BN');
    const res = await call(CharacterRoutes.create, {
      token: adminToken,
      body: { encryptedCharacterType: type.characterEncryptedType, serialNumber },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.characterType, 'bunny');
    assert.equal(res.body.serialNumber, serialNumber);
    assert.equal(res.body.owner, null);
    const all = await call(CharacterRoutes.all, { token: adminToken });
    assert.ok(all.body.some((c) => c._id === res.body._id && c.createdAt === res.body.createdAt));
  });

  it('refuses an unknown encrypted type, a duplicate serial and missing fields', async () => {
    const unknown = await call(CharacterRoutes.create, {
      token: adminToken,
      body: { encryptedCharacterType: 'no-such-code', serialNumber: unique('SN') },
    });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'No character type has this encrypted type']);
    const character = await createCharacter();
    const type = await appendType();
    const duplicate = await call(CharacterRoutes.create, {
      token: adminToken,
      body: { encryptedCharacterType: type.characterEncryptedType, serialNumber: character.serialNumber },
    });
    assert.deepEqual(
      [duplicate.status, duplicate.body.message],
      [409, `A character with the serial number "${character.serialNumber}" already exists`],
    );
    const noSerial = await call(CharacterRoutes.create, {
      token: adminToken,
      untypedBody: { encryptedCharacterType: type.characterEncryptedType },
    });
    assert.deepEqual([noSerial.status, noSerial.body.message], [400, 'serialNumber is required']);
  });

  it('keeps the admin routes to admins', async () => {
    const { token } = await registerUser();
    const stationId = randomUUID();
    for (const [route, request] of [
      [CharacterRoutes.all, (token?: string) => call(CharacterRoutes.all, { token })],
      [CharacterRoutes.create, (token?: string) => call(CharacterRoutes.create, { token, untypedBody: {} })],
      [CharacterRoutes.assign, (token?: string) => call(CharacterRoutes.assign, { token, untypedBody: {} })],
      [
        CharacterRoutes.addVisit,
        (token?: string) => call(CharacterRoutes.addVisit, { params: { baseStationId: stationId }, token, untypedBody: {} }),
      ],
    ] as const) {
      assert.equal((await request(token)).status, 403, `${route.method} ${route.path}`);
      assert.equal((await request()).status, 401, `${route.method} ${route.path} without a token`);
    }
    assert.equal((await call(CharacterRoutes.mine)).status, 401);
  });

  it('assigns an unassigned character to a user, who then sees it as theirs', async () => {
    const character = await createCharacter('hedgehog');
    const owner = await registerUser('Bramble');
    const res = await assign(character.serialNumber, owner.id);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const mine = await call(CharacterRoutes.mine, { token: owner.token });
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.map((c) => [c._id, c.serialNumber, c.characterType, c.owner?.displayName]),
      [[character._id, character.serialNumber, 'hedgehog', 'Bramble']],
    );
    const all = await call(CharacterRoutes.all, { token: adminToken });
    assert.deepEqual(all.body.find((c) => c._id === character._id)?.owner, { _id: owner.id, displayName: 'Bramble' });
  });

  it('refuses assigning an owned character, an unknown serial, an unknown user and missing fields', async () => {
    const character = await createCharacter();
    await assign(character.serialNumber, (await registerUser()).id);
    const owned = await assign(character.serialNumber, (await registerUser()).id);
    assert.deepEqual(
      [owned.status, owned.body.message],
      [409, `The character "${character.serialNumber}" already belongs to a user`],
    );
    const unknownSerial = await assign('NO-SUCH-SERIAL', (await registerUser()).id);
    assert.deepEqual(
      [unknownSerial.status, unknownSerial.body.message],
      [404, 'No character has the serial number "NO-SUCH-SERIAL"'],
    );
    const unknownUser = await assign((await createCharacter()).serialNumber, randomUUID());
    assert.deepEqual([unknownUser.status, unknownUser.body.message], [404, 'User not found']);
    const missing = await call(CharacterRoutes.assign, {
      token: adminToken,
      untypedBody: { serialNumber: character.serialNumber },
    });
    assert.deepEqual([missing.status, missing.body.message], [400, 'userId is required']);
  });
});

describe("a character's history", () => {
  it('is kept by default, and its owner pauses it and keeps it again over HTTP', async () => {
    const character = await createCharacter('bunny');
    const owner = await registerUser('Sorrel');
    await assign(character.serialNumber, owner.id);
    const history = (keep: unknown, token: string | null = owner.token) =>
      call(CharacterRoutes.history, { params: { id: character._id }, token: token ?? undefined, untypedBody: { keep } });
    assert.deepEqual(
      (await call(CharacterRoutes.mine, { token: owner.token })).body.map((c) => c.keepHistory),
      [true],
    );
    const paused = await history(false);
    assert.deepEqual([paused.status, paused.body.keepHistory], [200, false]);
    assert.deepEqual(
      (await call(CharacterRoutes.mine, { token: owner.token })).body.map((c) => c.keepHistory),
      [false],
    );
    assert.equal((await history(true)).body.keepHistory, true);

    const notABoolean = await history('no');
    assert.deepEqual([notABoolean.status, notABoolean.body.message], [400, 'keep must be true or false']);
    assert.equal((await history(false, null)).status, 401);
    const stranger = await history(false, (await registerUser()).token);
    assert.deepEqual([stranger.status, stranger.body.message], [403, 'You may only change the history of your own characters']);
    assert.equal((await history(false, adminToken)).status, 403);
  });
});

describe('visits', () => {
  it("adds visits at a station and shows them to the character's owner, newest first", async () => {
    const character = await createCharacter();
    const owner = await registerUser();
    await assign(character.serialNumber, owner.id);
    const station = await createStation('Bluebell Wood');
    const first = await addVisit(station._id, character.serialNumber);
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const second = await addVisit(station._id, character.serialNumber);
    const visits = await call(CharacterRoutes.visits, { params: { id: character._id }, token: owner.token });
    assert.equal(visits.status, 200);
    assert.deepEqual(
      visits.body.map((v) => v._id),
      [second.body._id, first.body._id],
    );
    assert.equal(visits.body[0]!.baseStation.base_id, station.base_id);
    assert.equal(visits.body[0]!.baseStation.name, 'Bluebell Wood');
    assert.ok(!Number.isNaN(Date.parse(visits.body[0]!.visitDate)));

    const page = await call(CharacterRoutes.visits, { params: { id: character._id }, query: { limit: '1' }, token: owner.token });
    assert.deepEqual(
      page.body.map((v) => v._id),
      [second.body._id],
    );
    const next = await call(CharacterRoutes.visits, {
      params: { id: character._id },
      query: { limit: '1', before: page.body[0]!._id },
      token: owner.token,
    });
    assert.deepEqual(
      next.body.map((v) => v._id),
      [first.body._id],
    );
  });

  it("refuses another user's visits, but lets admins read any", async () => {
    const character = await createCharacter();
    await assign(character.serialNumber, (await registerUser()).id);
    await addVisit((await createStation())._id, character.serialNumber);
    const stranger = await registerUser();
    const res = await call(CharacterRoutes.visits, { params: { id: character._id }, token: stranger.token });
    assert.deepEqual([res.status, res.body.message], [403, 'You may only see the visits of your own characters']);
    const asAdmin = await call(CharacterRoutes.visits, { params: { id: character._id }, token: adminToken });
    assert.equal(asAdmin.body.length, 1);
    assert.equal((await call(CharacterRoutes.visits, { params: { id: character._id } })).status, 401);
    const unknown = await call(CharacterRoutes.visits, { params: { id: randomUUID() }, token: adminToken });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'Character not found']);
    const badLimit = await call(CharacterRoutes.visits, {
      params: { id: character._id },
      query: { limit: '0' },
      token: adminToken,
    });
    assert.deepEqual([badLimit.status, badLimit.body.message], [400, 'limit must be a whole number from 1 to 500']);
  });

  it('refuses a visit at an unknown station, for an unknown serial, and without a serial', async () => {
    const character = await createCharacter();
    const noStation = await addVisit(randomUUID(), character.serialNumber);
    assert.deepEqual([noStation.status, noStation.body.message], [404, 'Base station not found']);
    const station = await createStation();
    const noSerial = await addVisit(station._id, 'NO-SUCH-SERIAL');
    assert.deepEqual([noSerial.status, noSerial.body.message], [404, 'No character has the serial number "NO-SUCH-SERIAL"']);
    const missing = await call(CharacterRoutes.addVisit, {
      params: { baseStationId: station._id },
      token: adminToken,
      untypedBody: {},
    });
    assert.deepEqual([missing.status, missing.body.message], [400, 'serialNumber is required']);
    const badId = await call(CharacterRoutes.addVisit, {
      params: { baseStationId: 'not-a-station' },
      token: adminToken,
      body: { serialNumber: character.serialNumber },
    });
    assert.equal(badId.status, 400);
  });
});

describe('visits from stumps', () => {
  async function stumpAt(friendlyName: string) {
    const station = await createStation(friendlyName);
    const key = await call(ApiKeyRoutes.generate, { token: adminToken, body: { baseStationId: station._id } });
    const send = (visits: unknown[], apiKey = key.body.apiKey) =>
      call(DeviceRoutes.visits, { headers: { authorization: `ApiKey ${apiKey}` }, body: { visits } });
    return { station, keyId: key.body._id, send };
  }

  it("records a batch at the key's station, answers each item with the character's type, and never twice", async () => {
    const { station, send } = await stumpAt('Hawthorn Hill');
    const owl = await createCharacter('owl');
    const bunny = await createCharacter('bunny');
    const occurredAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const batch = [
      { eventId: randomUUID(), serialNumber: owl.serialNumber, occurredAt },
      { eventId: randomUUID(), serialNumber: 'UNKNOWN-TOY', occurredAt },
      { eventId: randomUUID(), serialNumber: bunny.serialNumber, occurredAt },
    ];
    const res = await send(batch);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.results.map((r) =>
        r.status === 'rejected' ? [r.eventId, r.status, r.error.message] : [r.eventId, r.status, r.characterType],
      ),
      [
        [batch[0]!.eventId, 'recorded', 'owl'],
        [batch[1]!.eventId, 'rejected', 'No character has the serial number "UNKNOWN-TOY"'],
        [batch[2]!.eventId, 'recorded', 'bunny'],
      ],
    );

    const retried = await send(batch);
    assert.deepEqual(
      retried.body.results.map((r) => r.status),
      ['duplicate', 'rejected', 'duplicate'],
    );
    const visits = await call(CharacterRoutes.visits, { params: { id: owl._id }, token: adminToken });
    assert.equal(visits.body.length, 1);
    assert.equal(visits.body[0]!.baseStation.base_id, station.base_id);
    assert.equal(visits.body[0]!.baseStation.name, 'Hawthorn Hill');
    assert.equal(visits.body[0]!.visitDate, occurredAt);
  });

  it("keeps each station's event ids its own: another station's id is a visit of its own, not a duplicate", async () => {
    const ash = await stumpAt('Ash Grove');
    const elm = await stumpAt('Elm Dell');
    const hedgehog = await createCharacter('hedgehog');
    const eventId = randomUUID();
    const occurredAt = new Date().toISOString();
    const atAsh = await ash.send([{ eventId, serialNumber: hedgehog.serialNumber, occurredAt }]);
    const atElm = await elm.send([{ eventId, serialNumber: hedgehog.serialNumber, occurredAt }]);
    assert.deepEqual([atAsh.body.results[0]!.status, atElm.body.results[0]!.status], ['recorded', 'recorded']);
    const ashVisit = atAsh.body.results[0]!;
    const elmVisit = atElm.body.results[0]!;
    assert.ok(ashVisit.status === 'recorded' && elmVisit.status === 'recorded' && ashVisit.visitId !== elmVisit.visitId);
    const visits = await call(CharacterRoutes.visits, { params: { id: hedgehog._id }, token: adminToken });
    assert.deepEqual(visits.body.map((v) => v.baseStation.name).sort(), ['Ash Grove', 'Elm Dell']);
    const again = await elm.send([{ eventId, serialNumber: hedgehog.serialNumber, occurredAt }]);
    const repeated = again.body.results[0]!;
    assert.ok(
      repeated.status === 'duplicate' && repeated.visitId === elmVisit.visitId,
      'its own retry is a duplicate of its own visit',
    );
  });

  it('refuses a visit dated before its station was added', async () => {
    const { send } = await stumpAt('Willow Bend');
    const owl = await createCharacter('owl');
    const res = await send([
      { eventId: randomUUID(), serialNumber: owl.serialNumber, occurredAt: new Date(Date.now() - 3 * 86_400_000).toISOString() },
    ]);
    const result = res.body.results[0]!;
    assert.deepEqual(result.status === 'rejected' ? [result.status, result.error.message] : [result.status], [
      'rejected',
      'occurredAt is before the base station was added',
    ]);
  });

  it('rejects bad items one by one and bad batches whole, and refuses revoked keys and user tokens', async () => {
    const { send, keyId } = await stumpAt('Rowan Ridge');
    const owl = await createCharacter();
    const mixed = await send([
      { eventId: 'not-an-id', serialNumber: owl.serialNumber, occurredAt: new Date().toISOString() },
      { eventId: randomUUID(), serialNumber: owl.serialNumber, occurredAt: new Date(Date.now() + 86_400_000).toISOString() },
      { eventId: randomUUID(), serialNumber: owl.serialNumber, occurredAt: new Date().toISOString() },
    ]);
    assert.deepEqual(
      mixed.body.results.map((r) => (r.status === 'rejected' ? r.error.message : r.status)),
      ['eventId must be a valid id', 'occurredAt is in the future', 'recorded'],
    );
    const empty = await send([]);
    assert.deepEqual([empty.status, (empty.body as unknown as { message: string }).message], [400, 'visits must not be empty']);
    const tooMany = await send(Array.from({ length: 501 }, () => ({})));
    assert.deepEqual(
      [tooMany.status, (tooMany.body as unknown as { message: string }).message],
      [400, 'visits must have at most 500 visits'],
    );
    await call(ApiKeyRoutes.revoke, { params: { id: keyId }, token: adminToken });
    const revoked = await send([{ eventId: randomUUID(), serialNumber: owl.serialNumber, occurredAt: new Date().toISOString() }]);
    assert.equal(revoked.status, 401);
    const asUser = await call(DeviceRoutes.visits, {
      token: (await registerUser()).token,
      body: { visits: [{ eventId: randomUUID(), serialNumber: owl.serialNumber, occurredAt: new Date().toISOString() }] },
    });
    assert.equal(asUser.status, 401);
  });

  it("counts each stump's visits day by day for the dashboard, each visit once", async () => {
    const hollow = await stumpAt('Badger Hollow');
    const glade = await stumpAt('Fox Glade');
    const owl = await createCharacter('owl');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const hollowVisits = [40, 30, 2].map((minutesAgo) => ({
      eventId: randomUUID(),
      serialNumber: owl.serialNumber,
      occurredAt: at(minutesAgo),
    }));
    assert.equal((await hollow.send(hollowVisits)).body.recorded, 3);
    assert.equal((await hollow.send(hollowVisits.slice(0, 1))).body.duplicates, 1, 'a batch sent again');
    assert.equal(
      (await glade.send([{ eventId: randomUUID(), serialNumber: owl.serialNumber, occurredAt: at(1) }])).body.recorded,
      1,
    );
    const added = await call(CharacterRoutes.addVisit, {
      params: { baseStationId: glade.station._id },
      token: adminToken,
      body: { serialNumber: owl.serialNumber },
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));

    const days = [
      ...new Set([...hollowVisits.map((v) => v.occurredAt), at(1), new Date().toISOString()].map((t) => t.slice(0, 10))),
    ].sort();
    const range = { startDate: days[0]!, endDate: days.at(-1)! };
    const footfall = await eventually(
      async () => (await call(AnalyticsRoutes.footfall, { query: range, token: adminToken })).body,
      (stations) =>
        stations.find((s) => s.baseStationId === hollow.station._id)?.visits === 3 &&
        stations.find((s) => s.baseStationId === glade.station._id)?.visits === 2,
      15_000,
    );
    const hollowFootfall = footfall.find((s) => s.baseStationId === hollow.station._id)!;
    const perDay = new Map<string, number>();
    for (const visit of hollowVisits)
      perDay.set(visit.occurredAt.slice(0, 10), (perDay.get(visit.occurredAt.slice(0, 10)) ?? 0) + 1);
    assert.deepEqual(hollowFootfall, {
      baseStationId: hollow.station._id,
      base_id: hollow.station.base_id,
      name: 'Badger Hollow',
      visits: 3,
      days: [...perDay].sort().map(([_id, count]) => ({ _id, count })),
    });
    const ranked = footfall.map((s) => s.visits);
    assert.deepEqual(
      ranked,
      [...ranked].sort((a, b) => b - a),
      'the most visited first',
    );
    const asUser = await call(AnalyticsRoutes.footfall, { query: range, token: (await registerUser()).token });
    assert.equal(asUser.status, 403);
    const backwards = await call(AnalyticsRoutes.footfall, {
      query: { startDate: '2026-02-02', endDate: '2026-02-01' },
      token: adminToken,
    });
    assert.deepEqual([backwards.status, backwards.body.message], [400, 'endDate must not be before startDate']);
  });
});
