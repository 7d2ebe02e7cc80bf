import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CharacterRoutes, CharacterTypeRoutes, IdentityRoutes, JourneyShareRoutes, StationRoutes } from '@storystump/contracts';
import { apiClient, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import { signInAsAdmin } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
/** A stump in the middle of Oxford, named as no town is. */
const STUMP = { friendly_name: 'Hollow by the Garden Gate', latitude: 51.752, longitude: -1.2577 };

async function family() {
  const client = apiClient(system.baseUrl, testClientAddress());
  const email = `${unique('hazel')}@example.test`;
  const registered = await client(IdentityRoutes.register, { body: { displayName: 'Hazel', email, password: 'acorns-and-oak' } });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const me = await client(IdentityRoutes.me, { token: registered.body.token });
  return { id: me.body._id, token: registered.body.token, call: client };
}

/** A hedgehog of the family's that has visited the stump once. */
async function travelledCharacter(userId: string) {
  const type = await call(CharacterTypeRoutes.append, {
    token: adminToken,
    body: { characterEncryptedType: unique('enc'), characterType: 'hedgehog' },
  });
  const created = await call(CharacterRoutes.create, {
    token: adminToken,
    body: { encryptedCharacterType: type.body.characterEncryptedType, serialNumber: unique('SN') },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  await call(CharacterRoutes.assign, { token: adminToken, body: { serialNumber: created.body.serialNumber, userId } });
  const station = await call(StationRoutes.create, { token: adminToken, body: { base_id: unique('stump'), ...STUMP } });
  assert.equal(station.status, 201, JSON.stringify(station.body));
  const visited = await call(CharacterRoutes.addVisit, {
    params: { baseStationId: station.body._id },
    token: adminToken,
    body: { serialNumber: created.body.serialNumber },
  });
  assert.equal(visited.status, 201, JSON.stringify(visited.body));
  return created.body;
}

const cardOf = (path: string) => call(JourneyShareRoutes.card, { params: { token: path.replace('/share/', '') } });

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
});
after(async () => {
  await system?.stop();
});

describe("a character's shared journey card", () => {
  it('is off until the family shares it, then shows towns and days, never a stump, a position or a time', async () => {
    const hazel = await family();
    const hedgehog = await travelledCharacter(hazel.id);
    const before = await hazel.call(JourneyShareRoutes.get, { token: hazel.token, params: { id: hedgehog._id } });
    assert.deepEqual(before.body, { shared: false, sharedSince: null });

    const shared = await hazel.call(JourneyShareRoutes.share, { token: hazel.token, params: { id: hedgehog._id } });
    assert.equal(shared.status, 200, JSON.stringify(shared.body));
    assert.match(shared.body.path, /^\/share\/[A-Za-z0-9_-]{43}$/);
    const card = await cardOf(shared.body.path);
    assert.equal(card.status, 200, JSON.stringify(card.body));
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(card.body, { name: 'hedgehog', days: [{ day: today, towns: ['Oxford'] }] });
    const text = JSON.stringify(card.body);
    assert.ok(!text.includes(STUMP.friendly_name) && !text.includes('51.75') && !/\d\d:\d\d/.test(text), text);
  });

  it('stops opening once a new link is made, and once sharing is switched off', async () => {
    const hazel = await family();
    const hedgehog = await travelledCharacter(hazel.id);
    const first = await hazel.call(JourneyShareRoutes.share, { token: hazel.token, params: { id: hedgehog._id } });
    const second = await hazel.call(JourneyShareRoutes.share, { token: hazel.token, params: { id: hedgehog._id } });
    assert.notEqual(first.body.path, second.body.path);
    assert.equal((await cardOf(first.body.path)).status, 404, 'the replaced link opens nothing');
    assert.equal((await cardOf(second.body.path)).status, 200);

    const off = await hazel.call(JourneyShareRoutes.stop, { token: hazel.token, params: { id: hedgehog._id } });
    assert.deepEqual(off.body, { shared: false, sharedSince: null });
    const gone = await cardOf(second.body.path);
    assert.equal(gone.status, 404);
    assert.equal(gone.body.message, 'This journey card is not shared, or its link was replaced');
  });

  it("refuses to share another family's character, and a link that is not one", async () => {
    const hazel = await family();
    const rowan = await family();
    const hedgehog = await travelledCharacter(hazel.id);
    const refused = await rowan.call(JourneyShareRoutes.share, { token: rowan.token, params: { id: hedgehog._id } });
    assert.equal(refused.status, 403);
    const anonymous = await call(JourneyShareRoutes.share, { params: { id: hedgehog._id } });
    assert.equal(anonymous.status, 401);
    const bad = await cardOf('/share/not-a-token');
    assert.equal(bad.status, 400);
    assert.match(String(bad.body.message), /token/);
  });
});
