import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { planOf, scansWhole, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { devicesDatabase } from '../src/database.js';
import { activeKeysStatement } from '../src/device/active-key.js';
import { ActiveKeyLookup } from '../src/device/active-key-lookup.js';
import { keyEveryStation } from './keyed-fleet.js';

/** Enough stations that reading every key for a lookup costs more than finding its keys. */
const FLEET_SIZE = 20_000;

let module: MediumTestModule;
let lookup: ActiveKeyLookup;

/** The n-th seeded station's id and its key's hash, as the gateway sends it. */
const stumpOf = async (n: number): Promise<{ stationId: string; keyHash: string }> => {
  const [row] = await module.db.query<Array<{ station_id: string; key_hash: string }>>(
    `SELECT b.id AS station_id, k.key_hash FROM devices.api_keys k JOIN devices.base_stations b ON b.id = k.base_station_id
     WHERE b.base_id = $1`,
    [`KL-${n}`],
  );
  return { stationId: row!.station_id, keyHash: row!.key_hash };
};

before(async () => {
  module = await startMediumTestModule({ service: 'devices', database: devicesDatabase, providers: [ActiveKeyLookup] });
  lookup = module.get(ActiveKeyLookup);
  await module.db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
     SELECT gen_random_uuid(), 'KL-' || n, 'Stump ' || n, 51, -1 FROM generate_series(1, $1::int) AS n`,
    [FLEET_SIZE],
  );
  await keyEveryStation(module.db);
});

after(() => module?.close());

describe("stumps' keys looked up many at a time", () => {
  it('finds a batch of keys through the key index, never reading every key', async () => {
    const hashes = await Promise.all([1, 2, 3, 4, 5].map(async (n) => (await stumpOf(n)).keyHash));
    const plan = await planOf(module.db, activeKeysStatement(hashes));
    assert.ok(!scansWhole(plan, 'api_keys'), `a lookup reads every key:\n${plan}`);
  });

  it('answers each of the keys asked about together with its own station, in one query, refusing revoked and unknown keys', async () => {
    const stumps = await Promise.all(Array.from({ length: 40 }, (_, i) => stumpOf(100 + i)));
    const revoked = stumps[7]!;
    await module.db.query(`UPDATE devices.api_keys SET revoked_at = now() WHERE key_hash = $1`, [revoked.keyHash]);
    const unknown = createHash('sha256').update('a key never made').digest('hex');
    const queries: string[] = [];
    const manager = module.db.manager;
    const query = manager.query.bind(manager);
    manager.query = ((sql: string, params?: unknown[]) => {
      queries.push(sql);
      return query(sql, params);
    }) as typeof manager.query;
    try {
      const asked = [...stumps.map((stump) => stump.keyHash), unknown, stumps[3]!.keyHash];
      const answers = await Promise.all(
        asked.map((hash) =>
          lookup.find(hash).then(
            (key) => key.baseStation.id,
            (error: { status: number; message: string }) => `${error.status} ${error.message}`,
          ),
        ),
      );
      assert.deepEqual(answers, [
        ...stumps.map((stump) => (stump === revoked ? '401 This API key has been revoked' : stump.stationId)),
        '401 This API key is not valid',
        stumps[3]!.stationId,
      ]);
      assert.equal(queries.length, 1, 'the keys asked about together share one query');
    } finally {
      manager.query = query;
    }
  });
});
