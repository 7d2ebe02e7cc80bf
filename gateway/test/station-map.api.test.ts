import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FleetRoutes, MAX_MAP_FEATURES, MAX_MAP_ZOOM, StationRoutes } from '@storystump/contracts';
import { apiClient, startSystem, testClientAddress, type OwnSystem } from '@storystump/testing';
import pg from 'pg';
import { signInAsAdmin } from './sessions.js';

/** Stations spread over Great Britain, a tenth of them crowded into central London. */
const FLEET_SIZE = 20_000;
const GREAT_BRITAIN = '-11,49,2,61';
const LONDON = '-0.2,51.45,0,51.55';
const WORLD = '-180,-90,180,90';

let system: OwnSystem;
let db: pg.Client;
let call: ReturnType<typeof apiClient>;
let adminToken: string;
/** A box of a few streets around one of the stations. */
let street: string;

type Box = [number, number, number, number];
const boxOf = (bbox: string) => bbox.split(',').map(Number) as Box;

async function stationsIn(bbox: string): Promise<number> {
  const [minLon, minLat, maxLon, maxLat] = boxOf(bbox);
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM devices.base_stations
      WHERE longitude BETWEEN $1 AND $3 AND latitude BETWEEN $2 AND $4`,
    [minLon, minLat, maxLon, maxLat],
  );
  return rows[0]!.count;
}

/** Stations stored as such (the API would take minutes for this many), each placed by its number. */
async function storeFleet(count: number): Promise<void> {
  await db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
     SELECT gen_random_uuid(), 'map-' || n, 'Map station ' || n,
            CASE WHEN n % 10 = 0 THEN 51.46 + spread_lat / 100000.0 * 0.08 ELSE 50 + spread_lat / 100000.0 * 8.5 END,
            CASE WHEN n % 10 = 0 THEN -0.19 + spread_lon / 100000.0 * 0.18 ELSE -5.5 + spread_lon / 100000.0 * 7.2 END
       FROM generate_series(1, $1::int) AS n,
            LATERAL (SELECT abs(hashtext('lat' || n)) % 100000 AS spread_lat, abs(hashtext('lon' || n)) % 100000 AS spread_lon) AS spread`,
    [count],
  );
}

/** A few stations far from the rest, each in a state of the Fleet map, under base ids naming the box they stand in. */
async function storeStates(): Promise<void> {
  const stations: Array<[string, number, number, string]> = [
    // [base_id, latitude, longitude, how its stump last called in]
    ['state-a-online', -40, 100, 'online'],
    ['state-a-low', -40.001, 100.001, 'lowBattery'],
    ['state-b-never', -40, 102, 'never'],
    ['state-b-online', -40.001, 102.001, 'online'],
    ['state-c-silent', -40, 104, 'silent'],
    ['state-c-low', -40.001, 104.001, 'lowBattery'],
    ['state-c-never', -40.002, 104.002, 'never'],
    ['state-d-failed', -40, 106, 'failed'],
    ['state-d-silent', -40.001, 106.001, 'silent'],
    ['state-e-online', -40, 108, 'online'],
    ['state-f-failed', -40, 110, 'failed'],
    ['state-f-online', -40.001, 110.001, 'online'],
  ];
  for (const [baseId, latitude, longitude, state] of stations) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
       VALUES (gen_random_uuid(), $1, $1, $2, $3) RETURNING id`,
      [baseId, latitude, longitude],
    );
    if (state === 'never') continue;
    await db.query(
      `INSERT INTO devices.station_status (station_id, last_contact_at, running_version, firmware_status, firmware_tag,
         firmware_status_at, health_at, battery_percent)
       VALUES ($1, now() - make_interval(secs => $2), 'v1', $3, $4, $5, now(), $6)`,
      [
        rows[0]!.id,
        state === 'silent' ? 2 * 86_400 : 10,
        state === 'failed' ? 'failure' : null,
        state === 'failed' ? 'v2' : null,
        state === 'failed' ? new Date() : null,
        state === 'lowBattery' ? 5 : 90,
      ],
    );
  }
}

before(async () => {
  // A system of its own: twenty thousand stations would slow every other file's station lists.
  system = await startSystem({ settings: { RPC_TIMEOUT_MS: '30000' } });
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
  await storeFleet(FLEET_SIZE);
  await storeStates();
  const { rows } = await db.query<{ latitude: number; longitude: number }>(
    `SELECT latitude, longitude FROM devices.base_stations WHERE base_id = 'map-1'`,
  );
  const { latitude, longitude } = rows[0]!;
  street = [longitude - 0.05, latitude - 0.05, longitude + 0.05, latitude + 0.05].map((degrees) => degrees.toFixed(6)).join(',');
});
after(async () => {
  await db?.end();
  await system?.stop();
});

describe('the map of a large fleet', () => {
  it('answers at most 500 features at every zoom, whose counts add up to the stations in the box', async () => {
    for (const bbox of [GREAT_BRITAIN, LONDON, WORLD, street]) {
      const expected = await stationsIn(bbox);
      assert.ok(expected > 0, `stations in ${bbox}`);
      for (let zoom = 0; zoom <= MAX_MAP_ZOOM; zoom++) {
        const res = await call(StationRoutes.clusters, { query: { bbox, zoom: String(zoom) } });
        assert.equal(res.status, 200, `${bbox} at ${zoom}: ${res.body.message}`);
        assert.ok(res.body.length <= MAX_MAP_FEATURES, `${bbox} at ${zoom}: ${res.body.length} features`);
        const counted = res.body.reduce((sum, feature) => sum + feature.count, 0);
        assert.equal(counted, expected, `${bbox} at ${zoom}`);
      }
    }
  });

  it('clusters where stations are dense and shows single stations where they are few', async () => {
    const country = await call(StationRoutes.clusters, { query: { bbox: GREAT_BRITAIN, zoom: '6' } });
    assert.ok(
      country.body.some((feature) => feature.count > 100),
      'the country is drawn in clusters',
    );
    const streets = await call(StationRoutes.clusters, { query: { bbox: street, zoom: '17' } });
    assert.ok(streets.body.length > 0);
    assert.ok(
      streets.body.every((feature) => feature.count === 1),
      'a street shows single stations',
    );
  });

  it('gives single stations their id and names, and clusters their mean position', async () => {
    const streets = await call(StationRoutes.clusters, { query: { bbox: street, zoom: '17' } });
    const [minLon, minLat, maxLon, maxLat] = boxOf(street);
    const { rows } = await db.query<{ id: string; base_id: string; friendly_name: string; latitude: number; longitude: number }>(
      `SELECT id, base_id, friendly_name, latitude, longitude FROM devices.base_stations
        WHERE longitude BETWEEN $1 AND $3 AND latitude BETWEEN $2 AND $4`,
      [minLon, minLat, maxLon, maxLat],
    );
    assert.equal(streets.body.length, rows.length);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const feature of streets.body) {
      const station = byId.get(feature._id!);
      assert.ok(station, `${feature._id} is a station of the box`);
      assert.deepEqual(
        [feature.base_id, feature.friendly_name, feature.latitude, feature.longitude],
        [station.base_id, station.friendly_name, station.latitude, station.longitude],
      );
    }
    const london = await call(StationRoutes.clusters, { query: { bbox: LONDON, zoom: '3' } });
    assert.equal(london.body.length, 1, 'one cluster at a zoom that shows the whole country');
    const [cluster] = london.body;
    assert.equal(cluster!._id, undefined);
    const { rows: mean } = await db.query<{ latitude: number; longitude: number }>(
      `SELECT avg(latitude) AS latitude, avg(longitude) AS longitude FROM devices.base_stations
        WHERE longitude BETWEEN -0.2 AND 0 AND latitude BETWEEN 51.45 AND 51.55`,
    );
    assert.ok(Math.abs(cluster!.latitude - mean[0]!.latitude) < 1e-9 && Math.abs(cluster!.longitude - mean[0]!.longitude) < 1e-9);
  });

  it('counts a station added, moved or deleted at once, also one stored behind its back', async () => {
    const box = '-20,-60,-19,-59';
    const count = async () =>
      (await call(StationRoutes.clusters, { query: { bbox: box, zoom: '5' } })).body.reduce((sum, f) => sum + f.count, 0);
    assert.equal(await count(), 0);
    const created = await call(StationRoutes.create, {
      token: adminToken,
      body: { base_id: 'map-added', friendly_name: 'Added', latitude: -59.5, longitude: -19.5 },
    });
    assert.equal(created.status, 201);
    assert.equal(await count(), 1);
    await db.query(
      `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
       VALUES (gen_random_uuid(), 'map-stored', 'Stored', -59.6, -19.6)`,
    );
    assert.equal(await count(), 2);
    const moved = await call(StationRoutes.update, {
      token: adminToken,
      params: { id: created.body._id },
      body: { base_id: 'map-added', friendly_name: 'Added', latitude: 10, longitude: 10 },
    });
    assert.equal(moved.status, 200);
    assert.equal(await count(), 1);
    await call(StationRoutes.remove, { token: adminToken, params: { id: created.body._id } });
    await db.query(`DELETE FROM devices.base_stations WHERE base_id = 'map-stored'`);
    assert.equal(await count(), 0);
  });

  it('still answers the whole list without a box', async () => {
    const res = await call(StationRoutes.list);
    assert.equal(res.status, 200);
    assert.equal(res.body.length, await stationsIn(WORLD));
    assert.ok(res.body.every((station) => typeof station.base_id === 'string' && !('count' in station)));
  });

  it('refuses a box or zoom it cannot read with a 400 naming the parameter', async () => {
    const refused: Array<[Record<string, string>, RegExp]> = [
      [{ bbox: '1,2,3', zoom: '5' }, /^bbox must be four numbers/],
      [{ bbox: '1,2,3,4,5', zoom: '5' }, /^bbox must be four numbers/],
      [{ bbox: 'a,b,c,d', zoom: '5' }, /^bbox must be four numbers/],
      [{ bbox: '', zoom: '5' }, /^bbox must be four numbers/],
      [{ bbox: '2,49,-11,61', zoom: '5' }, /^bbox must have each minimum at most its maximum/],
      [{ bbox: '-11,61,2,49', zoom: '5' }, /^bbox must have each minimum at most its maximum/],
      [{ bbox: '-181,49,2,61', zoom: '5' }, /^bbox must have longitudes from -180 to 180/],
      [{ bbox: '-11,49,2,91', zoom: '5' }, /^bbox must have latitudes from -90 to 90/],
      [{ bbox: GREAT_BRITAIN }, /^zoom is required/],
      [{ zoom: '6' }, /^bbox is required/],
      [
        { bbox: GREAT_BRITAIN, zoom: '5', limit: '2' },
        /^limit cannot be sent with bbox and zoom: they ask for different answers/,
      ],
      [{ bbox: GREAT_BRITAIN, zoom: '5', q: 'heath' }, /^q cannot be sent with bbox and zoom/],
      [{ bbox: GREAT_BRITAIN, zoom: '5.5' }, /^zoom must be a whole number from 0 to 22/],
      [{ bbox: GREAT_BRITAIN, zoom: '23' }, /^zoom must be a whole number from 0 to 22/],
      [{ bbox: GREAT_BRITAIN, zoom: '-1' }, /^zoom must be a whole number from 0 to 22/],
      [{ bbox: GREAT_BRITAIN, zoom: 'far' }, /^zoom must be a whole number from 0 to 22/],
    ];
    for (const [query, message] of refused) {
      const res = await call(StationRoutes.clusters, { untypedQuery: query });
      assert.equal(res.status, 400, JSON.stringify(query));
      assert.match(res.body.message!, message, JSON.stringify(query));
      const fleet = await call(StationRoutes.fleetClusters, { untypedQuery: query, token: adminToken });
      assert.equal(fleet.status, 400, JSON.stringify(query));
    }
    const filtered = await call(StationRoutes.fleetClusters, {
      untypedQuery: { bbox: GREAT_BRITAIN, zoom: '5', state: 'silent' },
      token: adminToken,
    });
    assert.equal(filtered.status, 400);
    assert.equal(filtered.body.message, 'state cannot be sent with bbox and zoom: they ask for different answers');
  });
});

/** The box of whole tiles the web asks for: columns and rows from the first to the last, at a zoom, to `places` decimals. */
function tilesBox(zoom: number, [west, east]: [number, number], [north, south]: [number, number], places = 6): string {
  const tiles = 2 ** zoom;
  const longitude = (x: number) => (x / tiles) * 360 - 180;
  const latitude = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / tiles))) * 180) / Math.PI;
  return [longitude(west), latitude(south + 1), longitude(east + 1), latitude(north)]
    .map((degrees) => degrees.toFixed(places))
    .join(',');
}

describe('the map answered by tiles', () => {
  /** Four tiles of the South Pacific at zoom 10, where no other test puts a station. */
  const sea = (places?: number) => tilesBox(10, [100, 101], [600, 601], places);

  it('gives the same tiles, however rounded, the same ETag, and 304 to a browser that has it', async () => {
    const first = await call(StationRoutes.clusters, { query: { bbox: sea(), zoom: '10' } });
    assert.equal(first.status, 200);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^"[\w-]+"$/);
    assert.match(first.headers.get('cache-control') ?? '', /^public, max-age=\d+/);
    const unrounded = await call(StationRoutes.clusters, { query: { bbox: sea(9), zoom: '10' } });
    assert.equal(unrounded.headers.get('etag'), etag);
    assert.deepEqual(unrounded.body, first.body);
    const kept = await call(StationRoutes.clusters, { query: { bbox: sea(), zoom: '10' }, headers: { 'if-none-match': etag! } });
    assert.equal(kept.status, 304);
    assert.equal(kept.headers.get('etag'), etag);
    const otherTiles = await call(StationRoutes.clusters, { query: { bbox: tilesBox(10, [100, 101], [602, 603]), zoom: '10' } });
    assert.notEqual(otherTiles.headers.get('etag'), etag);
    const otherZoom = await call(StationRoutes.clusters, { query: { bbox: sea(), zoom: '11' } });
    assert.notEqual(otherZoom.headers.get('etag'), etag);
  });

  it('gives the tiles a new ETag and answer once a station in them changes', async () => {
    const [minLon, minLat, maxLon, maxLat] = boxOf(sea());
    const before = await call(StationRoutes.clusters, { query: { bbox: sea(), zoom: '10' } });
    const created = await call(StationRoutes.create, {
      token: adminToken,
      body: {
        base_id: 'map-tiles',
        friendly_name: 'In the tiles',
        latitude: (minLat + maxLat) / 2,
        longitude: (minLon + maxLon) / 2,
      },
    });
    assert.equal(created.status, 201);
    const after = await call(StationRoutes.clusters, {
      query: { bbox: sea(), zoom: '10' },
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    assert.equal(after.status, 200);
    assert.notEqual(after.headers.get('etag'), before.headers.get('etag'));
    assert.deepEqual(
      after.body.map((feature) => feature._id),
      [...before.body.map((feature) => feature._id), created.body._id],
    );
    await db.query(`UPDATE devices.base_stations SET friendly_name = 'Renamed in the tiles' WHERE id = $1`, [created.body._id]);
    const renamed = await call(StationRoutes.clusters, {
      query: { bbox: sea(), zoom: '10' },
      headers: { 'if-none-match': after.headers.get('etag')! },
    });
    assert.equal(renamed.status, 200);
    assert.ok(renamed.body.some((feature) => feature.friendly_name === 'Renamed in the tiles'));
  });

  it("keeps the Fleet map's answer out of shared caches", async () => {
    const fleet = await call(StationRoutes.fleetClusters, { query: { bbox: sea(), zoom: '10' }, token: adminToken });
    assert.equal(fleet.status, 200);
    assert.match(fleet.headers.get('cache-control') ?? '', /^private\b/);
    assert.equal(fleet.headers.get('etag'), null);
  });
});

describe("the Fleet map's clusters", () => {
  it('gives each cluster the worst state of its stations', async () => {
    const worst = async (bbox: string, zoom = '10') => {
      const res = await call(StationRoutes.fleetClusters, { query: { bbox, zoom }, token: adminToken });
      assert.equal(res.status, 200, res.body.message);
      return res.body.map((feature) => [feature.count, feature.worstState]);
    };
    assert.deepEqual(await worst('99.9,-40.1,100.1,-39.9'), [[2, 'lowBattery']]);
    assert.deepEqual(await worst('101.9,-40.1,102.1,-39.9'), [[2, 'never']]);
    assert.deepEqual(await worst('103.9,-40.1,104.1,-39.9'), [[3, 'silent']]);
    assert.deepEqual(await worst('105.9,-40.1,106.1,-39.9'), [[2, 'failed']]);
    assert.deepEqual(await worst('99,-41,109,-39', '0'), [[10, 'failed']]);
  });

  it('marks a station reported stolen or lost, and every cluster holding it, as lost before any other state', async () => {
    const worst = async (bbox: string, zoom: string) => {
      const res = await call(StationRoutes.fleetClusters, { query: { bbox, zoom }, token: adminToken });
      assert.equal(res.status, 200, res.body.message);
      return res.body.map((feature) => [feature.count, feature.worstState]);
    };
    const { rows } = await db.query<{ base_id: string; id: string }>(
      `SELECT base_id, id FROM devices.base_stations WHERE base_id IN ('state-f-failed', 'state-f-online')`,
    );
    const idOf = new Map(rows.map((row) => [row.base_id, row.id]));
    const box = '109.9,-40.1,110.1,-39.9';
    assert.deepEqual(await worst(box, '10'), [[2, 'failed']]);
    assert.equal((await call(FleetRoutes.summary, { token: adminToken })).body.marks.lost, 0);

    const lost = await call(StationRoutes.markLost, { token: adminToken, params: { id: idOf.get('state-f-online')! } });
    assert.equal(lost.status, 200, lost.body.message);
    assert.deepEqual(await worst(box, '10'), [[2, 'lost']]);
    assert.deepEqual(await worst('99,-41,111,-39', '0'), [[12, 'lost']]);
    const alone = await call(StationRoutes.fleetClusters, { query: { bbox: box, zoom: '16' }, token: adminToken });
    assert.deepEqual(alone.body.map((feature) => [feature.base_id, feature.worstState]).sort(), [
      ['state-f-failed', 'failed'],
      ['state-f-online', 'lost'],
    ]);
    const status = await call(StationRoutes.status, { token: adminToken, params: { id: idOf.get('state-f-online')! } });
    assert.equal(status.body.lost, true);
    const fleet = await call(FleetRoutes.summary, { token: adminToken });
    assert.equal(fleet.body.marks.lost, 1);
  });

  it('gives a single station its id, names and own state', async () => {
    const res = await call(StationRoutes.fleetClusters, {
      query: { bbox: '107.9,-40.1,108.1,-39.9', zoom: '12' },
      token: adminToken,
    });
    assert.equal(res.body.length, 1);
    assert.equal(res.body[0]!.count, 1);
    assert.equal(res.body[0]!.base_id, 'state-e-online');
    assert.equal(res.body[0]!.worstState, 'online');
    assert.ok(res.body[0]!._id);
  });

  it('counts all stations of the box, at most 500 features', async () => {
    const res = await call(StationRoutes.fleetClusters, { query: { bbox: WORLD, zoom: '22' }, token: adminToken });
    assert.ok(res.body.length <= MAX_MAP_FEATURES);
    assert.equal(
      res.body.reduce((sum, feature) => sum + feature.count, 0),
      await stationsIn(WORLD),
    );
  });

  it('is for admins only', async () => {
    const anonymous = await call(StationRoutes.fleetClusters, { query: { bbox: WORLD, zoom: '3' } });
    assert.equal(anonymous.status, 401);
  });
});
