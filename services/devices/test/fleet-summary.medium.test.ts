import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RequestContext } from '@storystump/contracts';
import { startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { devicesDatabase } from '../src/database.js';
import { FLEET_CONFIG, readFleetConfig } from '../src/fleet/fleet-config.js';
import { FleetFiguresCache } from '../src/fleet/fleet-figures-cache.js';
import { FleetService } from '../src/fleet/fleet.service.js';
import { StationsService } from '../src/stations/stations.service.js';

const FLEET_SIZE = 5_000;
/** How long counted figures are answered again: a stump's call shows after it. */
const FRESH_MS = 400;

let module: MediumTestModule;
let fleet: FleetService;
let stations: StationsService;

const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });

before(async () => {
  module = await startMediumTestModule({
    service: 'devices',
    database: devicesDatabase,
    providers: [
      FleetService,
      StationsService,
      FleetFiguresCache,
      { provide: FLEET_CONFIG, useValue: readFleetConfig({ FLEET_SUMMARY_FRESH_MS: String(FRESH_MS) }) },
    ],
  });
  fleet = module.get(FleetService);
  stations = module.get(StationsService);
  await module.db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
     SELECT gen_random_uuid(), 'summary-' || n, 'Summary station ' || n, 51, -1 FROM generate_series(1, $1::int) AS n`,
    [FLEET_SIZE],
  );
  await module.db.query(
    `INSERT INTO devices.station_status (station_id, last_contact_at, running_version, uptime_seconds)
     SELECT id, now(), 'v3.0.0', 60 FROM devices.base_stations WHERE base_id LIKE 'summary-%' AND right(base_id, 1) = '0'`,
  );
});

after(() => module?.close());

describe('the fleet summary at a fleet of thousands', () => {
  it('counts a station added or removed at once, and a stump calling in within its freshness', async () => {
    const first = await fleet.summary();
    assert.equal(first.stations, FLEET_SIZE);
    assert.equal(first.online, FLEET_SIZE / 10);
    assert.equal(first.never, FLEET_SIZE - FLEET_SIZE / 10);
    assert.deepEqual(first.versions, [{ tag: 'v3.0.0', count: FLEET_SIZE / 10 }]);

    const added = await stations.create(admin(), { base_id: 'summary-new', friendly_name: 'New', latitude: 51, longitude: -1 });
    const withAdded = await fleet.summary();
    assert.equal(withAdded.stations, FLEET_SIZE + 1, 'an added station is counted on the next look');
    assert.equal(withAdded.never, first.never + 1);

    await module.db.query(
      `INSERT INTO devices.station_status (station_id, last_contact_at, running_version, uptime_seconds)
       VALUES ($1, now(), 'v3.1.0', 5)`,
      [added._id],
    );
    await sleep(FRESH_MS + 50);
    const called = await fleet.summary();
    assert.equal(called.online, first.online + 1, 'a stump that called in is online once the figures are fresh again');
    assert.equal(called.never, first.never);
    assert.deepEqual(called.versions, [
      { tag: 'v3.0.0', count: FLEET_SIZE / 10 },
      { tag: 'v3.1.0', count: 1 },
    ]);

    await stations.remove(admin(), { id: added._id });
    const removed = await fleet.summary();
    assert.equal(removed.stations, FLEET_SIZE, 'a removed station is gone from the next look');
    assert.equal(removed.online, first.online);
  });

  it('counts once for many admins looking together', async () => {
    await sleep(FRESH_MS + 50);
    const answers = await Promise.all(Array.from({ length: 20 }, () => fleet.summary()));
    assert.equal(new Set(answers).size, 1, 'twenty looks at once share one count');
    assert.equal(answers[0]!.stations, FLEET_SIZE);
  });
});
