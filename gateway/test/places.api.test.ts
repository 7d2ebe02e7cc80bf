import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { MapRoutes, StationRoutes } from '@storystump/contracts';
import { apiClient, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import { signInAsAdmin } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;

/** Far out in the South Atlantic, where no other test puts a station. */
const SEA = { latitude: -50, longitude: -30 };
const tag = randomUUID().slice(0, 6);

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
  // About 11, 56 and 111 km from SEA, stored out of order.
  for (const [name, north] of [
    ['far', 1],
    ['near', 0.1],
    ['middle', 0.5],
  ] as const) {
    const created = await call(StationRoutes.create, {
      token: adminToken,
      body: {
        base_id: `sea-${name}-${tag}`,
        friendly_name: `Sea ${name}`,
        latitude: SEA.latitude + north,
        longitude: SEA.longitude,
      },
    });
    assert.equal(created.status, 201);
  }
});
after(() => system?.stop());

describe('finding stumps near a place', () => {
  it('finds a village of fewer than 1,000 people, after the bigger town of its name', async () => {
    const chippenham = await call(MapRoutes.places, { query: { q: 'Chippenham' } });
    assert.equal(chippenham.status, 200);
    assert.deepEqual(
      chippenham.body.map((place) => [place.name, place.region, Math.round(place.latitude * 10) / 10]),
      [
        ['Chippenham', 'England', 51.5],
        ['Chippenham', 'England', 52.3],
      ],
      'the Wiltshire town of 35,800 people, then the Cambridgeshire village of 517',
    );
  });

  it('finds UK towns and villages by the start of their name, the best match first', async () => {
    const oxford = await call(MapRoutes.places, { query: { q: 'oxford' } });
    assert.equal(oxford.status, 200);
    assert.deepEqual(oxford.body[0], { name: 'Oxford', region: 'England', latitude: 51.75222, longitude: -1.25596 });
    const village = await call(MapRoutes.places, { query: { q: 'Much Wen' } });
    assert.deepEqual(
      village.body.map((place) => place.name),
      ['Much Wenlock'],
    );
    const scottish = await call(MapRoutes.places, { query: { q: 'St. Andrews' } });
    assert.deepEqual(scottish.body[0], {
      name: 'Saint Andrews',
      region: 'Scotland',
      latitude: scottish.body[0]!.latitude,
      longitude: scottish.body[0]!.longitude,
    });
    const nowhere = await call(MapRoutes.places, { query: { q: 'Zzyzx' } });
    assert.deepEqual(nowhere.body, []);
  });

  it('lists the stations nearest a place, nearest first, with their distance in km', async () => {
    const res = await call(StationRoutes.nearest, {
      query: { latitude: String(SEA.latitude), longitude: String(SEA.longitude), limit: '3' },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.map((station) => [station.friendly_name, station.distanceKm]),
      [
        ['Sea near', 11.12],
        ['Sea middle', 55.6],
        ['Sea far', 111.2],
      ],
    );
    assert.ok(res.body.every((station) => station._id && station.base_id.endsWith(tag)));
  });

  it('refuses a search or a place it cannot read with a 400 naming the parameter', async () => {
    const refusals: Array<[{ untypedQuery: Record<string, string> }, RegExp, 'places' | 'nearest']> = [
      [{ untypedQuery: {} }, /^q /, 'places'],
      [{ untypedQuery: { q: '  ' } }, /^q is required/, 'places'],
      [{ untypedQuery: { longitude: '0' } }, /^latitude is required/, 'nearest'],
      [{ untypedQuery: { latitude: '91', longitude: '0' } }, /^latitude must be a number from -90 to 90/, 'nearest'],
      [{ untypedQuery: { latitude: '0', longitude: 'east' } }, /^longitude must be a number from -180 to 180/, 'nearest'],
      [{ untypedQuery: { latitude: '0', longitude: '0', limit: '51' } }, /^limit must be a whole number from 1 to 50/, 'nearest'],
    ];
    for (const [options, message, route] of refusals) {
      const res = route === 'places' ? await call(MapRoutes.places, options) : await call(StationRoutes.nearest, options);
      assert.equal(res.status, 400, JSON.stringify(options));
      assert.match(res.body.message!, message, JSON.stringify(options));
    }
  });
});
