import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  CharacterRoutes,
  CharacterTypeRoutes,
  IdentityRoutes,
  StationRoutes,
  type StationView,
  type UserView,
  type VisitedPlaceView,
  type VisitView,
} from '@storystump/contracts';
import { apiClient, eventually, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import pg from 'pg';
import { signInAsAdmin } from './sessions.js';

const VISITS = 5_000;
const STATIONS = 12;

let system: RunningSystem;
let db: pg.Client;
let call: ReturnType<typeof apiClient>;
let adminToken: string;
let owner: { token: string; id: string };
let stranger: { token: string; id: string };
let characterId: string;
let stations: StationView[];
/** The seeded visits' ids, newest first, as the database orders them. */
let newestFirst: string[];

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

async function registerFamily(displayName: string) {
  const registered = await call(IdentityRoutes.register, {
    body: { displayName, email: `${unique('family')}@example.test`, password: 'acorns-and-oak' },
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const me = await call(IdentityRoutes.me, { token: registered.body.token });
  return { token: registered.body.token, id: (me.body as UserView)._id };
}

async function characterOf(userId: string): Promise<string> {
  const type = await call(CharacterTypeRoutes.append, {
    token: adminToken,
    body: { characterEncryptedType: unique('enc'), characterType: 'badger' },
  });
  const created = await call(CharacterRoutes.create, {
    token: adminToken,
    body: { encryptedCharacterType: type.body.characterEncryptedType, serialNumber: unique('SN') },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const assigned = await call(CharacterRoutes.assign, {
    token: adminToken,
    body: { serialNumber: created.body.serialNumber, userId },
  });
  assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
  return created.body._id;
}

/** A GET of a path as the API gives it (a Link header's), with its headers. */
async function get(path: string, token?: string) {
  const res = await fetch(`${system.baseUrl}${path}`, {
    headers: { 'x-forwarded-for': testClientAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body: unknown = await res.json();
  return { status: res.status, headers: res.headers, body };
}

const nextOf = (link: string | null): string | null => /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1] ?? null;

before(async () => {
  system = await startSystem();
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
  owner = await registerFamily('Brambles');
  stranger = await registerFamily('Thistles');
  characterId = await characterOf(owner.id);
  await characterOf(stranger.id);
  stations = [];
  for (let n = 0; n < STATIONS; n++) {
    const created = await call(StationRoutes.create, {
      token: adminToken,
      body: { base_id: unique('journey'), friendly_name: `Glade ${n}`, latitude: 50 + n / 10, longitude: -3 + n / 10 },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    stations.push(created.body);
  }
  // Characters keeps its own copy of the stations, positions included, from devices' events.
  await eventually(
    async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM characters.known_stations WHERE id = ANY($1::uuid[]) AND latitude IS NOT NULL`,
          [stations.map((station) => station._id)],
        )
      ).rows[0]!.n,
    (known) => known === STATIONS,
  );
  // Two visits share each moment (the id breaks the tie), and the moments carry microseconds.
  const seeded = await db.query<{ id: string }>(
    `INSERT INTO characters.visits (id, character_id, station_id, station_base_id, station_name, visit_date)
     SELECT gen_random_uuid(), $1::uuid, s.id, s.base_id, s.friendly_name,
            timestamptz '2026-06-01 12:00:00.123456+00' - (n / 2) * interval '17 minutes 3.000007 seconds'
       FROM generate_series(0, $2::int - 1) AS n
       JOIN characters.known_stations s ON s.id = ($3::uuid[])[1 + (n * n + n / 5) % $4::int]
     RETURNING id`,
    [characterId, VISITS, stations.map((station) => station._id), STATIONS],
  );
  assert.equal(seeded.rowCount, VISITS);
  newestFirst = (
    await db.query<{ id: string }>(`SELECT id FROM characters.visits WHERE character_id = $1 ORDER BY visit_date DESC, id DESC`, [
      characterId,
    ])
  ).rows.map((row) => row.id);
  // A station known from before positions were copied: the journey asks devices for it.
  await db.query(`UPDATE characters.known_stations SET latitude = NULL, longitude = NULL WHERE id = $1`, [stations[0]!._id]);
});

after(async () => {
  await db?.end();
  await system?.stop();
});

describe('a character with 5,000 visits', () => {
  it('answers the whole list, newest first, when no page is asked for', async () => {
    const whole = await call(CharacterRoutes.visits, { params: { id: characterId }, token: owner.token });
    assert.equal(whole.status, 200);
    assert.deepEqual(
      whole.body.map((visit) => visit._id),
      newestFirst,
    );
    assert.equal(whole.headers.get('link'), null);
  });

  it('pages through every visit newest first, none lost or repeated, the next page in Link', async () => {
    const seen: string[] = [];
    let path: string | null = `/api/characters/${characterId}/visits?limit=500`;
    let pages = 0;
    while (path) {
      const page = await get(path, owner.token);
      assert.equal(page.status, 200, JSON.stringify(page.body));
      assert.equal(page.headers.get('x-total-count'), String(VISITS));
      assert.equal(page.headers.get('x-total-count-estimated'), null);
      seen.push(...(page.body as VisitView[]).map((visit) => visit._id));
      path = nextOf(page.headers.get('link'));
      if (path) assert.match(path, new RegExp(`^/api/characters/${characterId}/visits\\?limit=500&cursor=`));
      pages++;
    }
    assert.equal(pages, VISITS / 500);
    assert.equal(new Set(seen).size, VISITS);
    assert.deepEqual(seen, newestFirst);
  });

  it('gives a page of 50 when only a cursor is given, and the given size otherwise', async () => {
    const first = await call(CharacterRoutes.visits, { params: { id: characterId }, query: { limit: '7' }, token: owner.token });
    assert.deepEqual(
      first.body.map((visit) => visit._id),
      newestFirst.slice(0, 7),
    );
    const cursor = new URL(nextOf(first.headers.get('link'))!, system.baseUrl).searchParams.get('cursor')!;
    const next = await call(CharacterRoutes.visits, { params: { id: characterId }, query: { cursor }, token: owner.token });
    assert.deepEqual(
      next.body.map((visit) => visit._id),
      newestFirst.slice(7, 57),
    );
    const older = await call(CharacterRoutes.visits, {
      params: { id: characterId },
      query: { limit: '3', before: newestFirst[9]! },
      token: owner.token,
    });
    assert.deepEqual(
      older.body.map((visit) => visit._id),
      newestFirst.slice(10, 13),
    );
  });

  it('refuses a cursor it did not make with a 400 naming the cursor', async () => {
    for (const cursor of [
      'not-a-cursor',
      Buffer.from('["yesterday","x"]').toString('base64url'),
      Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', 'not-an-id'])).toString('base64url'),
      // Days and years that look like moments but are none: refused here, not by the database.
      Buffer.from(JSON.stringify(['2026-02-30T00:00:00.000000Z', randomUUID()])).toString('base64url'),
      Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000000Z', randomUUID()])).toString('base64url'),
      'x'.repeat(201),
    ]) {
      const res = await call(CharacterRoutes.visits, { params: { id: characterId }, query: { cursor }, token: owner.token });
      assert.equal(res.status, 400, cursor);
      assert.equal(res.body.code, 'INVALID_CURSOR', cursor);
      assert.equal(res.body.message, 'cursor is not one this list gave: take it from the Link header of the page before', cursor);
    }
  });

  it('refuses a search or a sort, which the visits do not take, rather than leave them out', async () => {
    const res = await call(CharacterRoutes.visits, {
      params: { id: characterId },
      untypedQuery: { q: 'oak', sort: 'x' },
      token: owner.token,
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'q and sort are not taken by this list: it pages by limit, cursor and before');
  });

  it('counts the visits per stump over all of them, with each stump placed on the map', async () => {
    const res = await call(CharacterRoutes.places, { params: { id: characterId }, token: owner.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const places: VisitedPlaceView[] = res.body;
    assert.equal(places.length, new Set(places.map((place) => place.baseStation._id)).size);
    assert.equal(
      places.reduce((sum, place) => sum + place.visits, 0),
      VISITS,
    );
    const expected = await db.query<{ station_id: string; visits: number; first: Date; last: Date }>(
      `SELECT station_id, count(*)::int AS visits, min(visit_date) AS first, max(visit_date) AS last
         FROM characters.visits WHERE character_id = $1 GROUP BY station_id ORDER BY max(visit_date) DESC, station_id`,
      [characterId],
    );
    assert.deepEqual(
      places.map((place) => [place.baseStation._id, place.visits, place.firstVisit, place.lastVisit]),
      expected.rows.map((row) => [row.station_id, row.visits, row.first.toISOString(), row.last.toISOString()]),
    );
    for (const place of places) {
      const station = stations.find((each) => each._id === place.baseStation._id)!;
      assert.deepEqual(
        [place.baseStation.base_id, place.baseStation.name, place.baseStation.removed, place.latitude, place.longitude],
        [station.base_id, station.friendly_name, false, station.latitude, station.longitude],
      );
    }
    const looked = await db.query<{ latitude: number | null }>(`SELECT latitude FROM characters.known_stations WHERE id = $1`, [
      stations[0]!._id,
    ]);
    assert.equal(looked.rows[0]!.latitude, stations[0]!.latitude, 'a position asked of devices is kept');
  });

  it("shows another family's character's visits and places to no one but its family and admins", async () => {
    const asStranger = [
      await call(CharacterRoutes.visits, { params: { id: characterId }, token: stranger.token }),
      await call(CharacterRoutes.visits, { params: { id: characterId }, query: { limit: '5' }, token: stranger.token }),
      await call(CharacterRoutes.places, { params: { id: characterId }, token: stranger.token }),
    ];
    for (const res of asStranger)
      assert.deepEqual([res.status, res.body.message], [403, 'You may only see the visits of your own characters']);
    assert.equal((await call(CharacterRoutes.places, { params: { id: characterId } })).status, 401);
    assert.equal((await call(CharacterRoutes.visits, { params: { id: characterId }, query: { limit: '5' } })).status, 401);
    const unknown = await call(CharacterRoutes.places, { params: { id: randomUUID() }, token: adminToken });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'Character not found']);
    const asAdmin = await call(CharacterRoutes.places, { params: { id: characterId }, token: adminToken });
    assert.equal(
      asAdmin.body.reduce((sum, place) => sum + place.visits, 0),
      VISITS,
    );
    const pageAsAdmin = await call(CharacterRoutes.visits, {
      params: { id: characterId },
      query: { limit: '5' },
      token: adminToken,
    });
    assert.equal(pageAsAdmin.body.length, 5);
  });
});
