import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DeviceRoutes } from '@storystump/contracts';
import { apiClient, eventually, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import pg from 'pg';
import { deviceFixtures } from './device-fixtures.js';
import { signInAsAdmin } from './sessions.js';

const STUMPS = 40;

let system: RunningSystem;
let db: pg.Client;
let adminToken: string;
const address = testClientAddress();

interface Stump {
  stationId: string;
  send: ReturnType<ReturnType<typeof deviceFixtures>['device']>;
}
let stumps: Stump[];

before(async () => {
  system = await startSystem();
  const call = apiClient(system.baseUrl, address);
  adminToken = await signInAsAdmin(call, system);
  const fixtures = deviceFixtures(call, system, () => adminToken, address);
  stumps = await Promise.all(
    Array.from({ length: STUMPS }, async () => {
      const station = await fixtures.createStation();
      const { apiKey } = await fixtures.generateKey(station._id);
      return { stationId: station._id, send: fixtures.device(apiKey) };
    }),
  );
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  // Each stump has called in once: the gateway knows its key, so the heartbeats below only wait on their batch.
  const first = await Promise.all(stumps.map((stump) => beat(stump, 1)));
  assert.deepEqual(new Set(first), new Set([200]));
});
after(async () => {
  await db?.end();
  await system?.stop();
});

async function beat(stump: Stump, uptimeSeconds: number): Promise<number> {
  const res = await stump.send(DeviceRoutes.heartbeat, {
    body: { runningVersion: 'v2.0.0', uptimeSeconds, batteryPercent: 50, temperatureC: 8 },
  });
  return res.status;
}

/** What the database holds for the stumps: each station's last uptime and its health samples. */
async function stored(): Promise<Map<string, { uptime: number | null; samples: number }>> {
  const { rows } = await db.query<{ station_id: string; uptime: number | null; samples: number }>(
    `SELECT id AS station_id, (SELECT uptime_seconds FROM devices.station_status WHERE station_id = b.id) AS uptime,
       (SELECT count(*)::int FROM devices.health_samples WHERE station_id = b.id) AS samples
     FROM devices.base_stations b WHERE id = ANY($1::uuid[])`,
    [stumps.map((stump) => stump.stationId)],
  );
  return new Map(rows.map((row) => [row.station_id, { uptime: row.uptime, samples: row.samples }]));
}

/** Holds every heartbeat's write back (the latest state's table locked against writes) while `work` runs. */
async function withWritesHeld<T>(work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await lock.connect();
  try {
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE devices.station_status IN SHARE ROW EXCLUSIVE MODE');
    return await work();
  } finally {
    await lock.query('ROLLBACK').catch(() => undefined);
    await lock.end();
  }
}

/** The process ids of devices' batch statements waiting on the lock. */
async function heldBatches(): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%unnest($1::character(64)[]%'`,
  );
  return rows.map((row) => row.pid);
}

describe('heartbeats recorded in batches', () => {
  it('answers heartbeats that arrive together only once the batch holding them has committed', async () => {
    const answered: number[] = [];
    const beats = await withWritesHeld(async () => {
      const sent = stumps.map((stump, i) => beat(stump, 1000 + i).then((status) => (answered.push(i), status)));
      await eventually(heldBatches, (pids) => pids.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.deepEqual(answered, [], 'no heartbeat is answered while its batch has not committed');
      const before = await stored();
      assert.ok(
        stumps.every((stump) => before.get(stump.stationId)!.uptime === 1),
        'nothing of the held batches is stored yet',
      );
      return sent;
    });
    assert.deepEqual(await Promise.all(beats), Array<number>(STUMPS).fill(200));
    const after = await stored();
    stumps.forEach((stump, i) => {
      assert.deepEqual(after.get(stump.stationId), { uptime: 1000 + i, samples: 2 }, `stump ${i}`);
    });
  });

  it('answers none of the heartbeats of a batch the database dropped as recorded, and stores every one it did', async () => {
    const beats = await withWritesHeld(async () => {
      const sent = stumps.map((stump, i) => beat(stump, 2000 + i));
      const held = await eventually(heldBatches, (pids) => pids.length > 0);
      await db.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [held]);
      return sent;
    });
    const statuses = await Promise.all(beats);
    const failed = statuses.flatMap((status, i) => (status === 200 ? [] : [i]));
    assert.ok(failed.length > 0, 'the dropped batch held heartbeats');
    assert.deepEqual(new Set(failed.map((i) => statuses[i])), new Set([503]), 'each is told to try again');
    const after = await stored();
    stumps.forEach((stump, i) => {
      const { uptime, samples } = after.get(stump.stationId)!;
      if (statuses[i] === 200) assert.deepEqual({ uptime, samples }, { uptime: 2000 + i, samples: 3 }, `stump ${i}`);
      else assert.deepEqual({ uptime, samples }, { uptime: 1000 + i, samples: 2 }, `stump ${i} (not recorded)`);
    });
    // Sent again, each is recorded.
    assert.deepEqual(await Promise.all(failed.map((i) => beat(stumps[i]!, 3000 + i))), Array<number>(failed.length).fill(200));
    const again = await stored();
    for (const i of failed) assert.equal(again.get(stumps[i]!.stationId)!.uptime, 3000 + i);
  });
});
