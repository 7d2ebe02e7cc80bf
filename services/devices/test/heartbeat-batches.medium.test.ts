import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { planOf, scansWhole, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { devicesDatabase } from '../src/database.js';
import { HeartbeatRecorder, heartbeatBatchStatement, type Heartbeat } from '../src/health/heartbeat-recorder.js';
import { keyEveryStation } from './keyed-fleet.js';

/** Enough stations that reading every key for a batch costs more than looking its keys up. */
const FLEET_SIZE = 20_000;

let module: MediumTestModule;
let recorder: HeartbeatRecorder;

/** The n-th seeded station's key, as the gateway sends it: the key's sha256 in hex. */
const keyHashOf = async (n: number): Promise<string> => {
  const [row] = await module.db.query<Array<{ key_hash: string }>>(
    `SELECT k.key_hash FROM devices.api_keys k JOIN devices.base_stations b ON b.id = k.base_station_id WHERE b.base_id = $1`,
    [`HB-${n}`],
  );
  return row!.key_hash;
};

const beat = (keyHash: string, uptimeSeconds: number): Heartbeat => ({
  keyHash,
  input: { runningVersion: 'v1.2.0', uptimeSeconds, batteryPercent: 61, temperatureC: 7.5 },
  at: new Date(),
});

before(async () => {
  module = await startMediumTestModule({ service: 'devices', database: devicesDatabase, providers: [HeartbeatRecorder] });
  recorder = module.get(HeartbeatRecorder);
  await module.db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
     SELECT gen_random_uuid(), 'HB-' || n, 'Stump ' || n, 51, -1 FROM generate_series(1, $1::int) AS n`,
    [FLEET_SIZE],
  );
  await keyEveryStation(module.db);
});

after(() => module?.close());

describe('heartbeats recorded in batches', () => {
  it("looks a batch's keys and stations up through their indexes, never reading the whole fleet", async () => {
    const beats = await Promise.all([1, 2, 3, 4, 5].map(async (n) => beat(await keyHashOf(n), n)));
    const plan = await planOf(module.db, heartbeatBatchStatement(beats));
    assert.ok(!scansWhole(plan, 'api_keys'), `a batch reads every key:\n${plan}`);
    assert.ok(!scansWhole(plan, 'base_stations'), `a batch reads every station:\n${plan}`);
  });

  it('has stored every heartbeat it answered as recorded once its answer comes, and none it refused', async () => {
    const stumps = Array.from({ length: 600 }, (_, i) => 100 + i);
    const hashes = await Promise.all(stumps.map(keyHashOf));
    const revoked = hashes[0]!;
    await module.db.query(`UPDATE devices.api_keys SET revoked_at = now() WHERE key_hash = $1`, [revoked]);
    // Sent together, as a busy fleet's are: more than one batch's worth, each answered on its own.
    const answers = await Promise.all(
      hashes.map((hash, i) =>
        recorder.add(hash, beat(hash, 5_000 + i).input).then(
          () => 'recorded',
          (error: { status?: number }) => `refused ${error.status}`,
        ),
      ),
    );
    assert.deepEqual(answers, ['refused 401', ...Array<string>(stumps.length - 1).fill('recorded')]);
    const stored = await module.db.query<Array<{ key_hash: string; uptime_seconds: number | null; samples: number }>>(
      `SELECT k.key_hash, s.uptime_seconds,
         (SELECT count(*)::int FROM devices.health_samples h WHERE h.station_id = k.base_station_id) AS samples
       FROM devices.api_keys k LEFT JOIN devices.station_status s ON s.station_id = k.base_station_id
       WHERE k.key_hash = ANY($1)`,
      [hashes],
    );
    const byKey = new Map(stored.map((row) => [row.key_hash, row]));
    hashes.forEach((hash, i) => {
      const { uptime_seconds, samples } = byKey.get(hash)!;
      if (hash === revoked) assert.deepEqual({ uptime_seconds, samples }, { uptime_seconds: null, samples: 0 }, 'revoked key');
      else assert.deepEqual({ uptime_seconds, samples }, { uptime_seconds: 5_000 + i, samples: 1 }, `stump ${i}`);
    });
  });
});
