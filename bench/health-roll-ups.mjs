// The fleet watch's roll-ups of heartbeats into health hours and the versions' vitals, at a national
// fleet's size. Boots a system of its own (its own watch slowed to an hour), gives it `stations`
// stations and `history` minutes of their heartbeats (one a minute each, the history counted
// already), then, each round, writes one more minute of heartbeats and times a look: both roll-ups'
// statements as the service runs them, each in its transaction (the samples' retention, which has
// nothing to let go here, left out). Beside it, in the same rounds, two bare
// aggregates: the new minute's heartbeats grouped by station and hour (the least a look must read),
// and the last two hours' (the least a look that counted those hours again would read). Then, with
// hours of every station past their retention, each round times the retention letting the oldest
// go (health's into days, versions' deleted) beside a bare delete of the next hour's rows.
// Run after a build: node bench/health-roll-ups.mjs [stations=100000] [rounds=5] [history=130]
import 'reflect-metadata';
import pg from 'pg';
import { startSystem } from '../libs/testing/dist/index.js';
import { ADD_TO_HEALTH_HOURS } from '../services/devices/dist/src/health/health-roll-up.js';
import { LET_OLDEST_VERSION_HOUR_GO, MOVE_OLDEST_HEALTH_HOUR } from '../services/devices/dist/src/health/hours-retention.js';
import { rollUpNewSamples } from '../services/devices/dist/src/health/new-samples.js';
import { rollUpVersionVitals } from '../services/devices/dist/src/vitals/version-roll-up.js';

const [stations = 100_000, rounds = 5, history = 130] = process.argv.slice(2).map(Number);
const say = (text) => process.stderr.write(`… ${text}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => Math.round(value);

const system = await startSystem({ settings: { LOG_LEVEL: 'warn', FLEET_WATCH_EVERY_MS: '3600000' } });
const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
await db.connect();

/** The service's data source as the roll-ups use it: a transaction of statements on one connection. */
const dataSource = {
  async transaction(work) {
    await db.query('BEGIN');
    try {
      const result = await work({ query: async (sql, params) => (await db.query(sql, params)).rows });
      await db.query('COMMIT');
      return result;
    } catch (error) {
      await db.query('ROLLBACK');
      throw error;
    }
  },
};
const look = async () => {
  await rollUpVersionVitals(dataSource);
  await rollUpNewSamples(dataSource, 'health_hours', (tx, samples) => tx.query(ADD_TO_HEALTH_HOURS, samples));
};
const timed = async (work) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** One heartbeat of every station at `minutesAgo`, as the heartbeat route writes it. */
const writeMinute = (minutesAgo) =>
  db.query(
    `INSERT INTO devices.health_samples (station_id, at, battery_percent, temperature_c, signal_dbm, free_storage_mb,
       stories_played, running_version, reboot_reason, nfc_read_errors)
     SELECT id, now() - make_interval(mins => $1) - (n % 60) * interval '1 second', 100 - ($1::int + n) % 90,
       8 + n % 10, -60 - n % 30, 2000, n % 3, CASE WHEN n % 10 = 0 THEN 'v2' ELSE 'v1' END,
       CASE WHEN ($1::int + n) % 500 = 0 THEN 'crash' END, (n + $1::int) % 2
     FROM bench_roll_ups.stations`,
    [minutesAgo],
  );

try {
  say(`${stations.toLocaleString('en-GB')} stations`);
  await db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
     SELECT gen_random_uuid(), 'roll-' || n, 'Roll-up stump ' || n, 50 + (n % 800) / 100.0, -5 + (n % 700) / 100.0
     FROM generate_series(1, $1::int) AS n`,
    [stations],
  );
  await db.query(`CREATE SCHEMA bench_roll_ups`);
  await db.query(
    `CREATE TABLE bench_roll_ups.stations AS SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM devices.base_stations`,
  );
  const seeding = performance.now();
  for (let minute = history; minute > 0; minute--) {
    await writeMinute(minute);
    if (minute % 10 === 0) say(`history: ${minute} minutes to go`);
  }
  await db.query('VACUUM ANALYZE devices.health_samples');
  const catchUp = await timed(look);
  say(`${history} minutes of heartbeats written in ${ms((performance.now() - seeding) / 1000)} s, counted in ${ms(catchUp)} ms`);
  await db.query('VACUUM ANALYZE devices.health_hours, devices.version_hours, devices.version_last_beats, devices.version_runs');

  const rows = { look: [], newMinute: [], twoHours: [], retention: [], bareDelete: [] };
  for (let round = 1; round <= rounds; round++) {
    await writeMinute(0);
    const bareMinute = await timed(() =>
      db.query(
        `SELECT station_id, date_trunc('hour', at), count(*), avg(battery_percent) FROM devices.health_samples
         WHERE written_by >= (SELECT min(counted_before) FROM devices.roll_up_marks) GROUP BY 1, 2`,
      ),
    );
    const bareTwoHours = await timed(() =>
      db.query(
        `SELECT station_id, date_trunc('hour', at), count(*), avg(battery_percent) FROM devices.health_samples
         WHERE at >= date_trunc('hour', now()) - interval '1 hour' GROUP BY 1, 2`,
      ),
    );
    const lookMs = await timed(look);
    rows.look.push(lookMs);
    rows.newMinute.push(bareMinute);
    rows.twoHours.push(bareTwoHours);
    say(`round ${round}: look ${ms(lookMs)} ms, bare minute ${ms(bareMinute)} ms, bare two hours ${ms(bareTwoHours)} ms`);
  }

  say(`${rounds * 2} hours of every station past the retention`);
  const pastRetention = (table, columns, values) =>
    db.query(
      `INSERT INTO devices.${table} (station_id, hour, ${columns})
       SELECT id, date_trunc('hour', now() - interval '40 days', 'UTC') + k * interval '1 hour', ${values}
       FROM bench_roll_ups.stations, generate_series(0, $1::int - 1) AS k`,
      [rounds * 2],
    );
  await pastRetention('health_hours', 'samples, stories_played', '60, n % 7');
  await pastRetention(
    'version_hours',
    'running_version, heartbeats, crashes, nfc_read_errors, battery_drop, observed_seconds',
    "'v1', 60, 0, 0, 1, 3600",
  );
  await db.query('VACUUM ANALYZE devices.health_hours, devices.version_hours');
  for (let round = 1; round <= rounds; round++) {
    const retention = await timed(async () => {
      await db.query(MOVE_OLDEST_HEALTH_HOUR, [35]);
      await db.query(LET_OLDEST_VERSION_HOUR_GO, [35]);
    });
    let deleted = 0;
    const bare = await timed(async () => {
      const hour = `date_trunc('hour', now() - interval '40 days', 'UTC') + ${round * 2 - 1} * interval '1 hour'`;
      deleted += (
        await db.query(`DELETE FROM devices.health_hours WHERE (hour AT TIME ZONE 'UTC') = (${hour}) AT TIME ZONE 'UTC'`)
      ).rowCount;
      deleted += (await db.query(`DELETE FROM devices.version_hours WHERE hour = ${hour}`)).rowCount;
    });
    rows.retention.push(retention);
    rows.bareDelete.push(bare);
    say(`round ${round}: oldest hour let go ${ms(retention)} ms, bare delete of an hour ${ms(bare)} ms (${deleted} rows)`);
  }

  const [kept] = (await db.query('SELECT count(*)::int AS samples FROM devices.health_samples')).rows;
  console.log(
    `\nA look of the fleet watch at ${stations.toLocaleString('en-GB')} stations, ${kept.samples.toLocaleString('en-GB')} heartbeats kept, one new a station (median of ${rounds}):`,
  );
  console.table([
    { figure: 'a look: both roll-ups of the new minute', ms: ms(median(rows.look)) },
    { figure: "bare: the new minute's heartbeats grouped", ms: ms(median(rows.newMinute)) },
    { figure: "bare: the last two hours' heartbeats grouped", ms: ms(median(rows.twoHours)) },
    { figure: 'a look against the bare minute', ms: `${(median(rows.look) / median(rows.newMinute)).toFixed(1)}×` },
    { figure: 'the oldest hour past the retention let go', ms: ms(median(rows.retention)) },
    { figure: "bare: an hour's rows deleted", ms: ms(median(rows.bareDelete)) },
    { figure: 'letting go against the bare delete', ms: `${(median(rows.retention) / median(rows.bareDelete)).toFixed(1)}×` },
  ]);
} finally {
  await db.end();
  await system.stop();
}
