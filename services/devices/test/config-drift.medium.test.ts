import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { planOf, scansWhole, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { devicesDatabase } from '../src/database.js';
import { driftListStatement } from '../src/config/drift-statements.js';

/** A large fleet, every stump behind a change of the defaults. */
const FLEET_SIZE = 100_000;

let module: MediumTestModule;

before(async () => {
  module = await startMediumTestModule({ service: 'devices', database: devicesDatabase, providers: [] });
  await module.db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude, created_at)
     SELECT gen_random_uuid(), 'ST-' || upper(substr(md5(n::text), 1, 8)) || '-' || n,
            (ARRAY['Old', 'Whispering', 'Crooked', 'Mossy', 'Hollow', 'Sunny', 'Misty', 'Silver', 'Golden', 'Ancient'])[1 + n % 10]
            || ' ' || (ARRAY['Oak', 'Meadow', 'Brook', 'Glade', 'Copse', 'Dell', 'Knoll', 'Thicket', 'Grove', 'Heath'])[1 + (n / 10) % 10]
            || ' ' || n,
            51, -1, now() - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [FLEET_SIZE],
  );
  const [change] = await module.db.query<{ version: number }[]>(
    `INSERT INTO devices.config_changes (station_id, changed_at) VALUES (NULL, now()) RETURNING version`,
  );
  await module.db.query(`UPDATE devices.config_defaults SET version = $1 WHERE id = 1`, [change!.version]);
  await module.db.query('VACUUM ANALYZE devices.base_stations');
});

after(() => module?.close());

describe('the drift list searched on 100,000 stations', () => {
  it('finds the stations by base_id or name through their trigram indexes, never reading every station', async () => {
    for (const q of ['st-c4ca4', 'Mossy Glade 4', 'whispering oak 1']) {
      const statement = driftListStatement(q);
      const plan = await planOf(module.db, statement);
      assert.ok(!scansWhole(plan, 'base_stations'), `"${q}" reads every station:\n${plan}`);
      assert.match(plan, /Bitmap Index Scan on base_stations_search_/, plan);
      const rows = await module.db.query<{ base_id: string; friendly_name: string }[]>(statement.sql, statement.params);
      assert.ok(rows.length > 0, q);
      assert.ok(
        rows.every((row) => `${row.base_id} ${row.friendly_name}`.toLowerCase().includes(q.toLowerCase())),
        q,
      );
    }
  });
});
