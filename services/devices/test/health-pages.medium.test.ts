import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { encodeMomentCursor } from '@storystump/service-kit';
import { planOf, scansWhole, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import type { FindManyOptions } from 'typeorm';
import { devicesDatabase } from '../src/database.js';
import { HealthHourEntity } from '../src/health/health-hour.entity.js';
import { healthPageReads } from '../src/health/health-pages.js';

/** Thirty stations with a month of hours each: enough that PostgreSQL reads a page through an index, not the whole table. */
const STATIONS = 30;
const HOURS = 720;

let module: MediumTestModule;
let station: string;

before(async () => {
  module = await startMediumTestModule({ service: 'devices', database: devicesDatabase, providers: [] });
  await module.db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
     SELECT gen_random_uuid(), 'HP-' || n, 'Health stump ' || n, 51.5, -0.1 FROM generate_series(1, $1::int) AS n`,
    [STATIONS],
  );
  await module.db.query(
    `INSERT INTO devices.health_hours (station_id, hour, samples, stories_played)
     SELECT s.id, date_trunc('hour', now()) - n * interval '1 hour', 60, 0
       FROM devices.base_stations s, generate_series(0, $1::int - 1) AS n`,
    [HOURS],
  );
  await module.db.query('VACUUM ANALYZE devices.health_hours');
  const [first] = await module.db.query<Array<{ id: string }>>(
    `SELECT id::text FROM devices.base_stations WHERE base_id = 'HP-7'`,
  );
  station = first!.id;
});

after(() => module?.close());

/** The very SQL the repository's find runs for these options. */
const statementOf = (options: FindManyOptions<HealthHourEntity>) => {
  const [sql, params] = module.db
    .getRepository(HealthHourEntity)
    .createQueryBuilder()
    .setFindOptions(options)
    .getQueryAndParameters();
  return { sql, params };
};

describe(`a station's health pages among ${STATIONS * HOURS} hours read through the primary key`, () => {
  it('reads a first page, a long range and the page after from (station, hour), and counts the range through it', async () => {
    const cursor = encodeMomentCursor({ moment: new Date(Date.now() - 100 * 3600_000).toISOString(), id: station });
    for (const asked of [
      { id: station, hours: 48 },
      { id: station, hours: 720, limit: 500 },
      { id: station, hours: 720, limit: 50, cursor },
    ]) {
      const { rows, range } = healthPageReads(asked);
      const plan = await planOf(module.db, statementOf(rows));
      assert.ok(!scansWhole(plan, 'health_hours'), `${JSON.stringify(asked)} reads every hour of every station:\n${plan}`);
      assert.match(plan, /PK_health_hours/, `${JSON.stringify(asked)} reads the station's hours from its key:\n${plan}`);
      const count = await planOf(module.db, statementOf({ where: range }));
      assert.ok(!scansWhole(count, 'health_hours'), `the count of ${JSON.stringify(asked)} reads every hour:\n${count}`);
    }
  });
});
