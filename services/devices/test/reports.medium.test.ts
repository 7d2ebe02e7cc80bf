import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DevicesEvents, type RequestContext, type StationRestingEvent } from '@storystump/contracts';
import { Outbox } from '@storystump/service-kit';
import { startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { randomUUID } from 'node:crypto';
import { devicesDatabase } from '../src/database.js';
import { DevicesFamilyDataService } from '../src/family-export/devices-family-data.service.js';
import { FleetFiguresCache } from '../src/fleet/fleet-figures-cache.js';
import { FLEET_CONFIG, readFleetConfig } from '../src/fleet/fleet-config.js';
import { ReportsService } from '../src/reports/reports.service.js';
import { RestingStations } from '../src/reports/resting-stations.js';
import { StationMapService } from '../src/station-map/station-map.service.js';
import { StationMarks } from '../src/station-map/station-marks.js';
import { StationPlaces } from '../src/station-map/station-places.js';
import { StationsService } from '../src/stations/stations.service.js';

let module: MediumTestModule;
let reports: ReportsService;
let stations: StationsService;
let map: StationMapService;

const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });
const anyone = (): RequestContext => ({ requestId: randomUUID() });

/** A station of its own, far from any other test's, so the map shows it as a feature of its own. */
async function station(latitude = 10 + Math.random() * 40) {
  return stations.create(admin(), {
    base_id: `stump-${randomUUID().slice(0, 8)}`,
    friendly_name: 'Hollow Oak',
    latitude,
    longitude: -30 + Math.random() * 10,
  });
}

const report = (id: string, message = 'No story today', email?: string) =>
  reports.create(anyone(), { id, category: 'silent', message, ...(email ? { email } : {}) });

const resting = async (id: string) => (await stations.get(anyone(), { id })).resting;

/** The rest events written for a station, in order. */
async function restEventsOf(stationId: string): Promise<Array<{ subject: string; payload: StationRestingEvent }>> {
  const rows = (await module.db.query(
    `SELECT subject, payload FROM devices.outbox_events WHERE subject = ANY($1) AND payload->>'stationId' = $2 ORDER BY position`,
    [[DevicesEvents.stationResting, DevicesEvents.stationRested], stationId],
  )) as Array<{ subject: string; payload: StationRestingEvent | string }>;
  return rows.map((row) => ({
    subject: row.subject,
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as StationRestingEvent) : row.payload,
  }));
}

before(async () => {
  module = await startMediumTestModule({
    service: 'devices',
    database: devicesDatabase,
    providers: [
      ReportsService,
      RestingStations,
      StationsService,
      StationMapService,
      StationPlaces,
      StationMarks,
      DevicesFamilyDataService,
      FleetFiguresCache,
      { provide: FLEET_CONFIG, useValue: readFleetConfig({}) },
    ],
  });
  reports = module.get(ReportsService);
  stations = module.get(StationsService);
  map = module.get(StationMapService);
});
after(async () => {
  await module?.close();
});

describe('reports from the field', () => {
  it('rests a stump at its second open report, announcing the incident once', async () => {
    const { _id } = await station();
    assert.equal((await report(_id)).received, true);
    assert.equal(await resting(_id), false, 'one report does not rest it');
    await report(_id, 'Its lid is cracked');
    assert.equal(await resting(_id), true);
    await report(_id, 'Still quiet');
    const events = await restEventsOf(_id);
    assert.equal(events.length, 1, 'a third report is the same incident');
    assert.equal(events[0]!.subject, DevicesEvents.stationResting);
    assert.equal(events[0]!.payload.reason, 'reports');
    assert.equal(events[0]!.payload.openReports, 2);
  });

  it('shows a resting stump on the public list and as a single feature of the map', async () => {
    const { _id, latitude, longitude } = await station();
    await report(_id);
    await report(_id);
    const listed = [];
    for await (const chunk of stations.list()) listed.push(...chunk);
    assert.equal(listed.find((item) => item._id === _id)?.resting, true);
    const box = [longitude - 0.01, latitude - 0.01, longitude + 0.01, latitude + 0.01] as [number, number, number, number];
    const { answer } = await map.clusters(anyone(), { bbox: box, zoom: 14 });
    const feature = answer.find((item) => item._id === _id);
    assert.ok(feature, 'the station is drawn');
    assert.equal(feature.resting, true);
  });

  it("lists open reports with their station's state, and closing them ends the rest", async () => {
    const { _id, friendly_name } = await station();
    const first = await report(_id, 'Lid cracked', 'Wren@Example.test');
    const second = await report(_id, 'Knocked over');
    const open = (await reports.list(admin(), { state: 'open' })).filter((item) => item.station._id === _id);
    assert.deepEqual(
      open.map((item) => [item.message, item.email, item.station.friendly_name, item.station.state, item.station.resting]),
      [
        ['Knocked over', null, friendly_name, 'never', true],
        ['Lid cracked', 'Wren@Example.test', friendly_name, 'never', true],
      ],
    );
    const closed = await reports.close(admin(), { id: first._id });
    assert.ok(closed.closedAt, 'it is closed');
    assert.equal(closed.station.resting, false, 'one open report left: it rests no more');
    assert.equal(await resting(_id), false);
    const again = await reports.close(admin(), { id: first._id });
    assert.equal(again.closedAt, closed.closedAt, 'closing twice changes nothing');
    const stillOpen = (await reports.list(admin(), { state: 'open' })).map((item) => item._id);
    assert.ok(stillOpen.includes(second._id) && !stillOpen.includes(first._id));
    assert.ok((await reports.list(admin(), { state: 'closed' })).some((item) => item._id === first._id));
    assert.deepEqual(
      (await restEventsOf(_id)).map((event) => event.subject),
      [DevicesEvents.stationResting, DevicesEvents.stationRested],
    );
  });

  it('rests a silent stump until it is heard again, as one incident', async () => {
    const { _id } = await station();
    await module.db.query(
      `INSERT INTO devices.station_status (station_id, last_contact_at, silent_since) VALUES ($1, now() - interval '2 hours', now())`,
      [_id],
    );
    const sync = () => module.get(Outbox).transaction((tx, emit) => module.get(RestingStations).sync(tx, emit));
    await sync();
    await sync();
    assert.equal(await resting(_id), true);
    await module.db.query(
      `UPDATE devices.station_status SET silent_since = NULL, last_contact_at = now() WHERE station_id = $1`,
      [_id],
    );
    await sync();
    assert.equal(await resting(_id), false);
    const events = await restEventsOf(_id);
    assert.deepEqual(
      events.map((event) => [event.subject, event.payload.reason]),
      [
        [DevicesEvents.stationResting, 'silent'],
        [DevicesEvents.stationRested, 'silent'],
      ],
    );
    assert.equal(events[0]!.payload.incidentId, events[1]!.payload.incidentId, 'its start and end name one incident');
  });

  it('refuses a report on a station that does not exist, and closing a report that does not exist', async () => {
    await assert.rejects(report(randomUUID()), { status: 404, message: 'Base station not found' });
    await assert.rejects(reports.close(admin(), { id: randomUUID() }), { status: 404, message: 'Report not found' });
  });

  it("puts a family's reports in its export, found by its address in any case", async () => {
    const { _id, base_id } = await station();
    await report(_id, 'The owl story skips', 'Robin.Family@Example.test');
    const records = await module.get(DevicesFamilyDataService).export(anyone(), {
      userId: randomUUID(),
      email: 'robin.family@example.test',
    });
    assert.deepEqual(
      records.map((record) => [record.kind, record.record.base_id, record.record.message, record.record.category]),
      [['stump-reports', base_id, 'The owl story skips', 'silent']],
    );
  });
});
