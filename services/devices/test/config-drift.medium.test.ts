import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { planOf, scansWhole, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { devicesDatabase } from '../src/database.js';
import { DESIRED, DRIFT_SINCE, driftListStatement } from '../src/config/drift-statements.js';

/** A large fleet, every stump behind a change of the defaults. */
const FLEET_SIZE = 100_000;

let module: MediumTestModule;

interface PlanNode {
  'Relation Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

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
  // A later change of the defaults, before which all but every 2,500th stump had applied the first,
  // and a station's own values for every 50th since its stump applied anything.
  const [later] = await module.db.query<{ version: number }[]>(
    `INSERT INTO devices.config_changes (station_id, changed_at) VALUES (NULL, now() + interval '1 minute') RETURNING version`,
  );
  await module.db.query(`UPDATE devices.config_defaults SET version = $1 WHERE id = 1`, [later!.version]);
  await module.db.query(
    `INSERT INTO devices.station_configs (station_id, applied_version, applied_at)
     SELECT id, $1, now() FROM (SELECT id, row_number() OVER (ORDER BY base_id) AS n FROM devices.base_stations) s WHERE n % 2500 <> 0`,
    [change!.version],
  );
  await module.db.query(
    `WITH own AS (
       INSERT INTO devices.config_changes (station_id, changed_at)
       SELECT id, now() + (n % 7) * interval '1 second'
         FROM (SELECT id, row_number() OVER (ORDER BY base_id) AS n FROM devices.base_stations) s WHERE n % 50 = 0
       RETURNING station_id, version)
     INSERT INTO devices.station_configs (station_id, overrides, overrides_version)
     SELECT station_id, '{"volume": 20}', version FROM own
     ON CONFLICT (station_id) DO UPDATE SET overrides = EXCLUDED.overrides, overrides_version = EXCLUDED.overrides_version`,
  );
  await module.db.query('VACUUM ANALYZE devices.base_stations, devices.station_configs, devices.config_changes');
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

describe('the drift list of 100,000 stations behind', () => {
  it('is the stations behind longest, as each station alone says, looking the defaults up once per applied version', async () => {
    const statement = driftListStatement(undefined);
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = await module.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`);
    const defaultsLookups = nodesOf(plan!.Plan).filter(
      (node) => node['Relation Name'] === 'config_changes' && /station_id IS NULL/.test(`${node['Index Cond']} ${node.Filter}`),
    );
    assert.ok(defaultsLookups.length > 0, JSON.stringify(plan));
    for (const lookup of defaultsLookups) {
      assert.ok(lookup['Actual Loops'] < 10, `the defaults are looked up ${lookup['Actual Loops']} times, once a station`);
    }

    const listed = await module.db.query<{ id: string; since: Date; desired: number; applied: number | null }[]>(
      statement.sql,
      statement.params,
    );
    const oneByOne = await module.db.query<{ id: string; since: Date; desired: number; applied: number | null }[]>(
      `SELECT b.id, ${DRIFT_SINCE} AS since, ${DESIRED} AS desired, c.applied_version AS applied
         FROM devices.base_stations b LEFT JOIN devices.station_configs c ON c.station_id = b.id
        WHERE COALESCE(c.applied_version, 0) < ${DESIRED} ORDER BY since, b.base_id LIMIT 100`,
    );
    assert.equal(listed.length, 100);
    assert.deepEqual(
      listed.map(({ id, since, desired, applied }) => ({ id, since, desired, applied })),
      oneByOne,
    );
    assert.ok(new Set(listed.map((row) => row.applied)).size > 1, 'stumps on more than one applied version are listed');
    assert.ok(new Set(listed.map((row) => row.desired)).size > 1, 'stumps behind their own values are listed');
  });
});
