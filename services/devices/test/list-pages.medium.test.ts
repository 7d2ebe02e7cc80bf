import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RequestContext } from '@storystump/contracts';
import { keysetChunks } from '@storystump/service-kit';
import { assertPagesUseIndexes, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { randomUUID } from 'node:crypto';
import { API_KEY_PAGES } from '../src/apikeys/api-key-pages.js';
import { ApiKeysService } from '../src/apikeys/api-keys.service.js';
import { KeyRotation } from '../src/apikeys/key-rotation.js';
import { devicesDatabase } from '../src/database.js';
import { FLEET_CONFIG, readFleetConfig } from '../src/fleet/fleet-config.js';
import { FleetFiguresCache } from '../src/fleet/fleet-figures-cache.js';
import { STATION_PAGES } from '../src/stations/station-pages.js';
import { StationsService } from '../src/stations/stations.service.js';
import { keyEveryStation } from './keyed-fleet.js';

/** Enough stations that PostgreSQL reads a page through an index rather than the whole table. */
const FLEET_SIZE = 20_000;

let module: MediumTestModule;
let stations: StationsService;

const anyone = (): RequestContext => ({ requestId: randomUUID() });

before(async () => {
  module = await startMediumTestModule({
    service: 'devices',
    database: devicesDatabase,
    providers: [
      StationsService,
      ApiKeysService,
      KeyRotation,
      FleetFiguresCache,
      { provide: FLEET_CONFIG, useValue: readFleetConfig({}) },
    ],
  });
  stations = module.get(StationsService);
  // Names as varied as a real fleet's: each word is in a twentieth or a twenty-fifth of them.
  await module.db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude, created_at)
     SELECT gen_random_uuid(), 'ST-' || upper(substr(md5(n::text), 1, 8)),
            (ARRAY['Old', 'Whispering', 'Crooked', 'Mossy', 'Hollow', 'Sunny', 'Misty', 'Silver', 'Golden', 'Ancient',
                   'Quiet', 'Windy', 'Bramble', 'Fern', 'Hazel', 'Willow', 'Rowan', 'Alder', 'Birch', 'Elder'])[1 + n % 20]
            || ' ' ||
            (ARRAY['Oak', 'Meadow', 'Brook', 'Glade', 'Copse', 'Dell', 'Knoll', 'Thicket', 'Grove', 'Heath', 'Common', 'Green',
                   'Spinney', 'Wood', 'Burrow', 'Orchard', 'Lane', 'Hill', 'Pond', 'Field', 'Marsh', 'Coppice', 'Ridge',
                   'Dingle', 'Vale'])[1 + (n / 20) % 25] || ' ' || n,
            51, -1, now() - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [FLEET_SIZE],
  );
  await keyEveryStation(module.db);
});

after(() => module?.close());

describe('station and key pages on 20,000 stations read through indexes', () => {
  it('reads a first page, a search, a sorted page and a next page of stations through an index', async () => {
    const first = await stations.page(anyone(), { limit: 50 });
    assert.equal(first.items.length, 50);
    // Past 10,000 the total is the planner's figure, which the table's analysis makes the count.
    assert.equal(first.totalIsEstimated, true);
    assert.ok(Math.abs(first.total - FLEET_SIZE) <= FLEET_SIZE / 100, `about ${FLEET_SIZE}: ${first.total}`);
    const counted = await stations.page(anyone(), { q: 'ST-', limit: 1 });
    assert.equal(counted.totalIsEstimated, true, 'a search matching more than 10,000 is estimated too');
    assert.ok(counted.total > 10_000);
    assert.ok(first.next);
    const sorted = await stations.page(anyone(), { sort: '-created', limit: 100 });
    await assertPagesUseIndexes(module.db, STATION_PAGES, 'base_stations', [
      {},
      { q: 'mossy glade' },
      { q: 'st-c4ca4' },
      { sort: 'friendly_name' },
      { sort: '-friendly_name', q: 'willow' },
      { sort: '-created', limit: 500 },
      { cursor: first.next },
      { sort: '-created', limit: 100, cursor: sorted.next! },
    ]);
  });

  it('reads a first page, a search and a sorted page of keys through an index', async () => {
    await assertPagesUseIndexes(module.db, API_KEY_PAGES, 'api_keys', [
      {},
      { q: 'ST-C4CA4' },
      { sort: 'prefix' },
      { sort: '-created', limit: 500 },
    ]);
  });
});

describe('whole lists read a chunk at a time', () => {
  it('yields every station once, in the order of the pages, a chunk at a time', async () => {
    const chunks: number[] = [];
    const ids: string[] = [];
    for await (const chunk of stations.list()) {
      chunks.push(chunk.length);
      ids.push(...chunk.map((station) => station._id));
    }
    assert.deepEqual(
      chunks,
      Array.from({ length: FLEET_SIZE / 2000 }, () => 2000),
    );
    const [{ ordered }] = await module.db.query<[{ ordered: string[] }]>(
      `SELECT array_agg(id::text ORDER BY base_id, id) AS ordered FROM devices.base_stations`,
    );
    assert.deepEqual(ids, ordered);
  });

  it('answers a search and a sort chunk by chunk, the last chunk short, an empty list once', async () => {
    const load = async (ids: string[]) => ids.map((id) => ({ _id: id }));
    const search = (q: string) => [(param: (value: unknown) => string) => `s.friendly_name ILIKE ${param(`%${q}%`)}`];
    const sizes: number[] = [];
    for await (const chunk of keysetChunks(module.db.manager, STATION_PAGES, load, {
      filters: search('Mossy Glade'),
      sort: '-created',
      chunk: 7,
    })) {
      sizes.push(chunk.length);
    }
    const [{ count }] = await module.db.query<[{ count: number }]>(
      `SELECT count(*)::int AS count FROM devices.base_stations WHERE friendly_name ILIKE '%Mossy Glade%'`,
    );
    assert.ok(count > 7);
    assert.equal(
      sizes.reduce((a, b) => a + b, 0),
      count,
    );
    assert.ok(sizes.slice(0, -1).every((size) => size === 7));
    const empty: number[] = [];
    for await (const chunk of keysetChunks(module.db.manager, STATION_PAGES, load, { filters: search('no such stump') })) {
      empty.push(chunk.length);
    }
    assert.deepEqual(empty, [0]);
  });
});
