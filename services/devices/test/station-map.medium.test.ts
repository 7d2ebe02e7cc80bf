import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RequestContext } from '@storystump/contracts';
import { eventually, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { devicesDatabase } from '../src/database.js';
import { FLEET_CONFIG, readFleetConfig } from '../src/fleet/fleet-config.js';
import { FleetFiguresCache } from '../src/fleet/fleet-figures-cache.js';
import { StationMapService } from '../src/station-map/station-map.service.js';
import { StationMarks } from '../src/station-map/station-marks.js';
import { StationPlaces } from '../src/station-map/station-places.js';
import { StationsService } from '../src/stations/stations.service.js';

const FLEET_SIZE = 100_000;
/** How long a reading of the Fleet marks is answered from. */
const MARKS_FRESH_MS = 5_100;
/** A box far from the fleet (which stands in Great Britain), for the changed stations. */
const FAR_BOX = [-20, -60, -19, -59] as [number, number, number, number];

let module: MediumTestModule;
let stations: StationsService;
let map: StationMapService;
let places: StationPlaces;

const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });
const anyone = (): RequestContext => ({ requestId: randomUUID() });

/** The features of the far box, at a zoom where each station there is one. */
const farFeatures = async () => (await map.clusters(anyone(), { bbox: FAR_BOX, zoom: 12 })).answer;

/** What `change` costs the copy: the whole reads and the station rows read by the next answer after it. */
async function readsAfter(change: () => Promise<unknown>): Promise<{ whole: number; rows: number }> {
  await farFeatures();
  const before = { ...places.reads };
  await change();
  await farFeatures();
  return { whole: places.reads.whole - before.whole, rows: places.reads.rows - before.rows };
}

async function stationIdOf(baseId: string): Promise<string> {
  const [row] = (await module.db.query(`SELECT id FROM devices.base_stations WHERE base_id = $1`, [baseId])) as Array<{
    id: string;
  }>;
  return row!.id;
}

before(async () => {
  module = await startMediumTestModule({
    service: 'devices',
    database: devicesDatabase,
    providers: [
      StationsService,
      StationMapService,
      StationPlaces,
      StationMarks,
      FleetFiguresCache,
      { provide: FLEET_CONFIG, useValue: readFleetConfig({}) },
    ],
  });
  stations = module.get(StationsService);
  map = module.get(StationMapService);
  places = module.get(StationPlaces);
  await module.db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
     SELECT gen_random_uuid(), 'fleet-' || n, 'Fleet station ' || n, 50 + (n % 997) / 997.0 * 8, -5 + (n % 991) / 991.0 * 6
       FROM generate_series(1, $1::int) AS n`,
    [FLEET_SIZE],
  );
});

after(() => module?.close());

describe('the map copy of 100,000 stations, kept current', () => {
  it('reads every station once, then only the stations changed through the API', async () => {
    const first = await readsAfter(async () => undefined);
    assert.equal(places.reads.whole, 1);
    assert.equal(places.reads.rows, FLEET_SIZE, 'the first answer reads every station');
    assert.deepEqual(first, { whole: 0, rows: 0 }, 'an answer with nothing changed reads no station');

    const id = await stationIdOf('fleet-1');
    const moved = await readsAfter(() =>
      stations.update(admin(), { id, base_id: 'fleet-1', friendly_name: 'Fleet station 1', latitude: -59.5, longitude: -19.5 }),
    );
    assert.deepEqual(moved, { whole: 0, rows: 1 });
    assert.deepEqual(
      (await farFeatures()).map((feature) => [feature._id, feature.friendly_name, feature.latitude, feature.longitude]),
      [[id, 'Fleet station 1', -59.5, -19.5]],
    );

    const renamed = await readsAfter(() =>
      stations.update(admin(), { id, base_id: 'fleet-1', friendly_name: 'Renamed', latitude: -59.5, longitude: -19.5 }),
    );
    assert.deepEqual(renamed, { whole: 0, rows: 1 });
    assert.deepEqual(
      (await farFeatures()).map((feature) => feature.friendly_name),
      ['Renamed'],
    );

    const deleted = await readsAfter(() => stations.remove(admin(), { id }));
    assert.deepEqual(deleted, { whole: 0, rows: 1 });
    assert.deepEqual(await farFeatures(), []);
    const world = await map.clusters(anyone(), { bbox: [-180, -90, 180, 90], zoom: 0 });
    assert.equal(
      world.answer.reduce((sum, feature) => sum + feature.count, 0),
      FLEET_SIZE - 1,
    );
  });

  it('reads only the stations changed by SQL behind its back: moved, renamed, added and deleted', async () => {
    const id = await stationIdOf('fleet-2');
    const sql = (text: string, parameters: unknown[]) => () => module.db.query(text, parameters);
    assert.deepEqual(
      await readsAfter(sql(`UPDATE devices.base_stations SET latitude = -59.4, longitude = -19.4 WHERE id = $1`, [id])),
      { whole: 0, rows: 1 },
    );
    assert.deepEqual(
      (await farFeatures()).map((feature) => [feature._id, feature.latitude, feature.longitude]),
      [[id, -59.4, -19.4]],
    );
    assert.deepEqual(
      await readsAfter(sql(`UPDATE devices.base_stations SET friendly_name = 'Renamed by SQL' WHERE id = $1`, [id])),
      { whole: 0, rows: 1 },
    );
    assert.deepEqual(
      (await farFeatures()).map((feature) => feature.friendly_name),
      ['Renamed by SQL'],
    );
    // An id before every other: the copy's order (and the Fleet marks read in it) must take it in its place.
    const first = '00000000-0000-4000-8000-000000000001';
    assert.deepEqual(
      await readsAfter(
        sql(
          `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude) VALUES ($1, 'added', 'Added', -59.6, -19.6)`,
          [first],
        ),
      ),
      { whole: 0, rows: 1 },
    );
    assert.deepEqual((await farFeatures()).map((feature) => feature._id).sort(), [first, id].sort());
    assert.deepEqual(await readsAfter(sql(`DELETE FROM devices.base_stations WHERE id = $1`, [id])), { whole: 0, rows: 1 });
    assert.deepEqual(
      (await farFeatures()).map((feature) => feature._id),
      [first],
    );
  });

  it("keeps the Fleet marks in the copy's order as stations come and go", async () => {
    const silent = await stationIdOf('fleet-3');
    await module.db.query(`UPDATE devices.base_stations SET latitude = -59.3, longitude = -19.3 WHERE id = $1`, [silent]);
    await module.db.query(
      `INSERT INTO devices.station_status (station_id, last_contact_at, running_version, health_at, battery_percent)
       VALUES ($1, now() - interval '2 days', 'v1', now(), 90)`,
      [silent],
    );
    await module.db.query(
      `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
       VALUES ('00000000-0000-4000-8000-000000000000', 'added-first', 'Added first', 10, 10)`,
    );
    const fleet = await map.fleetClusters(admin(), { bbox: [-19.35, -59.35, -19.25, -59.25], zoom: 12 });
    assert.deepEqual(
      fleet.map((feature) => [feature._id, feature.worstState]),
      [[silent, 'silent']],
    );
  });

  it("clusters a Fleet view once for each reading of the marks, and shows a stump's new state after the next", async () => {
    const failing = await stationIdOf('fleet-4');
    await module.db.query(`UPDATE devices.base_stations SET latitude = -59.2, longitude = -19.2 WHERE id = $1`, [failing]);
    const view = { bbox: [-19.25, -59.25, -19.15, -59.15] as [number, number, number, number], zoom: 12 };
    await sleep(MARKS_FRESH_MS);
    const first = await map.fleetClusters(admin(), view);
    assert.deepEqual(
      first.map((feature) => [feature._id, feature.worstState]),
      [[failing, 'never']],
    );
    assert.equal(await map.fleetClusters(admin(), view), first, 'the same view is answered again, not clustered again');

    await module.db.query(
      `INSERT INTO devices.station_status (station_id, last_contact_at, firmware_status, firmware_tag, firmware_status_at)
       VALUES ($1, now(), 'failure', 'v9', now())`,
      [failing],
    );
    await sleep(MARKS_FRESH_MS);
    await map.fleetClusters(admin(), view); // answered from the old marks while the new ones are read
    const marked = await eventually(
      async () => map.fleetClusters(admin(), view),
      (features) => features[0]?.worstState === 'failed',
    );
    assert.deepEqual(
      marked.map((feature) => [feature._id, feature.worstState]),
      [[failing, 'failed']],
    );
  });

  it('reads every station again after the table was emptied', async () => {
    const emptied = await readsAfter(() => module.db.query(`TRUNCATE devices.base_stations CASCADE`));
    assert.equal(emptied.whole, 1);
    assert.deepEqual(await farFeatures(), []);
  });
});
