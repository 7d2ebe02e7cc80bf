import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RequestContext } from '@storystump/contracts';
import { DomainError } from '@storystump/service-kit';
import { startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { randomUUID } from 'node:crypto';
import { devicesDatabase } from '../src/database.js';
import { FLEET_CONFIG, readFleetConfig } from '../src/fleet/fleet-config.js';
import { HoursRetention } from '../src/health/hours-retention.js';
import { RolloutsService } from '../src/rollouts/rollouts.service.js';
import { StationEntity } from '../src/stations/station.entity.js';
import { VersionEntity } from '../src/versions/version.entity.js';
import { VersionVitalsService } from '../src/vitals/version-vitals.service.js';

let module: MediumTestModule;
let rollouts: RolloutsService;

const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });

async function stations(count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    baseId: `stump-${randomUUID().slice(0, 8)}`,
    friendlyName: `Den ${index}`,
    latitude: 51.5,
    longitude: -0.12,
  }));
  await module.db.getRepository(StationEntity).insert(rows);
  return rows.map((row) => row.id);
}

async function version(): Promise<string> {
  const id = randomUUID();
  await module.db
    .getRepository(VersionEntity)
    .insert({ id, tag: `v${randomUUID().slice(0, 8)}`, size: 1024, sha256: 'a'.repeat(64), signature: 'c2lnbmVk' });
  return id;
}

const refusal = (code: string, status: number) => (error: unknown) =>
  error instanceof DomainError && error.code === code && error.status === status;

before(async () => {
  module = await startMediumTestModule({
    service: 'devices',
    database: devicesDatabase,
    providers: [RolloutsService, VersionVitalsService, HoursRetention, { provide: FLEET_CONFIG, useValue: readFleetConfig({}) }],
  });
  rollouts = module.get(RolloutsService);
});

after(() => module?.close());

describe('RolloutsService on its own database', () => {
  it('creates a rollout over the named stations, every one pending in a phase', async () => {
    const target = await stations(4);
    const rollout = await rollouts.create(admin(), { versionId: await version(), stationIds: target });
    assert.equal(rollout.status, 'running');
    assert.equal(rollout.target, 4);
    assert.equal(rollout.counts.pending, 4);
    assert.deepEqual(rollout.stations.map((station) => station.baseStationId).sort(), [...target].sort());
    assert.ok(rollout.stations.every((station) => station.state === 'pending'));
  });

  it('pauses, resumes and cancels, and the audit event waits in the outbox', async () => {
    const { _id: id } = await rollouts.create(admin(), { versionId: await version(), stationIds: await stations(2) });
    assert.equal((await rollouts.pause(admin(), { id })).status, 'paused');
    assert.equal((await rollouts.resume(admin(), { id })).status, 'running');
    assert.equal((await rollouts.cancel(admin(), { id })).status, 'cancelled');
    const [{ count }] = await module.db.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM devices.outbox_events WHERE payload->'target'->>'id' = $1`,
      [id],
    );
    assert.ok(count >= 1, 'the rollout leaves audit events in the outbox');
  });

  it('refuses to resume a running rollout or pause a cancelled one, and leaves it as it was', async () => {
    const { _id: id } = await rollouts.create(admin(), { versionId: await version(), stationIds: await stations(1) });
    await assert.rejects(rollouts.resume(admin(), { id }), refusal('ROLLOUT_STATUS', 409));
    await rollouts.cancel(admin(), { id });
    await assert.rejects(rollouts.pause(admin(), { id }), (error: unknown) => {
      assert.ok(refusal('ROLLOUT_STATUS', 409)(error));
      assert.equal((error as Error).message, 'A cancelled rollout cannot be paused');
      return true;
    });
    assert.equal((await rollouts.get(admin(), { id, stationsOffset: 0, stationsLimit: 10 })).status, 'cancelled');
  });

  it('refuses a station already in a running rollout', async () => {
    const [busy] = await stations(1);
    await rollouts.create(admin(), { versionId: await version(), stationIds: [busy] });
    await assert.rejects(
      rollouts.create(admin(), { versionId: await version(), stationIds: [busy] }),
      refusal('STATION_IN_ROLLOUT', 409),
    );
  });

  it('answers an unknown rollout with its not-found error', async () => {
    await assert.rejects(rollouts.pause(admin(), { id: randomUUID() }), refusal('ROLLOUT_NOT_FOUND', 404));
  });
});

describe('a gated rollout that has run longer than version hours are kept', () => {
  it('keeps the version hours since it began, which its gate reads, until it ends', async () => {
    const retention = module.get(HoursRetention);
    const [station] = await stations(1);
    const { _id: id } = await rollouts.create(admin(), {
      versionId: await version(),
      stationIds: [station!],
      vitalsGate: { maxCrashFreeDrop: 5, minHoursObserved: 1 },
    });
    await module.db.query(`UPDATE devices.rollouts SET created_at = now() - interval '40 days' WHERE id = $1`, [id]);
    // The hour before it began, the hour it began in and two after.
    await module.db.query(
      `INSERT INTO devices.version_hours (station_id, hour, running_version, heartbeats, crashes, nfc_read_errors, battery_drop, observed_seconds)
       SELECT $1, date_trunc('hour', now() - interval '40 days', 'UTC') + k * interval '1 hour', 'v-gated', 60, 0, 0, 0, 3600
       FROM generate_series(-1, 2) AS k`,
      [station],
    );
    const kept = async () =>
      (
        await module.db.query<Array<{ n: number }>>(
          `SELECT count(*)::int AS n FROM devices.version_hours WHERE station_id = $1`,
          [station],
        )
      )[0]!.n;
    for (let look = 0; look < 3; look++) await retention.letOldestHourGo();
    assert.equal(await kept(), 3, 'only the hour before it began goes');
    await rollouts.cancel(admin(), { id });
    for (let look = 0; look < 3; look++) await retention.letOldestHourGo();
    assert.equal(await kept(), 0, 'once it has ended, its hours go a look at a time');
  });
});
