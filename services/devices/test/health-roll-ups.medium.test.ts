import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually, planOf, scansWhole, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { devicesDatabase } from '../src/database.js';
import { FLEET_CONFIG, readFleetConfig } from '../src/fleet/fleet-config.js';
import { ADD_TO_HEALTH_HOURS, HealthRollUp } from '../src/health/health-roll-up.js';
import { HoursRetention, LET_OLDEST_VERSION_HOUR_GO, MOVE_OLDEST_HEALTH_HOUR } from '../src/health/hours-retention.js';
import { HostStationsService } from '../src/host-stations/host-stations.service.js';
import { EXTEND_VERSION_RUNS, STATIONS_OF_VERSIONS } from '../src/vitals/version-runs.js';
import { ADD_TO_VERSION_HOURS } from '../src/vitals/version-roll-up.js';
import { VersionVitalsService } from '../src/vitals/version-vitals.service.js';

const STATIONS = 12;
/** Three hours of heartbeats, 1 to 14 minutes apart (gaps over the 10 minutes counted included). */
const MINUTES = 180;

let module: MediumTestModule;
let health: HealthRollUp;
let vitals: VersionVitalsService;
let retention: HoursRetention;
let hostStations: HostStationsService;

const rollUp = async () => {
  await vitals.rollUp();
  await health.rollUp();
};

before(async () => {
  module = await startMediumTestModule({
    service: 'devices',
    database: devicesDatabase,
    providers: [
      HealthRollUp,
      VersionVitalsService,
      HoursRetention,
      HostStationsService,
      { provide: FLEET_CONFIG, useValue: readFleetConfig({}) },
    ],
  });
  health = module.get(HealthRollUp);
  vitals = module.get(VersionVitalsService);
  retention = module.get(HoursRetention);
  hostStations = module.get(HostStationsService);
  await module.db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
     SELECT gen_random_uuid(), 'roll-' || n, 'Roll-up stump ' || n, 51.5, -0.1 FROM generate_series(1, $1::int) AS n`,
    [STATIONS],
  );
});

after(() => module?.close());

/** A station of its own for a test, by its base id. */
async function addStation(baseId: string): Promise<{ id: string }> {
  const [station] = await module.db.query<Array<{ id: string }>>(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
     VALUES (gen_random_uuid(), $1, $1, 51.5, -0.1) RETURNING id`,
    [baseId],
  );
  return station!;
}

/** Until a statement naming `table` waits for a lock another transaction holds. */
const waitingForLock = (table: string) =>
  eventually(
    async () =>
      (
        await module.db.query<Array<{ n: number }>>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%' || $1 || '%'`,
          [table],
        )
      )[0]!.n,
    (waiting) => waiting > 0,
  );

/**
 * Writes the heartbeats of minutes [from, to) of the last three hours, each station's own pattern:
 * some readings missing, a version changed and changed back, crashes, NFC errors, batteries falling
 * and charging.
 */
const writeBeats = (from: number, to: number) =>
  module.db.query(
    `INSERT INTO devices.health_samples (station_id, at, battery_percent, temperature_c, signal_dbm, free_storage_mb,
       stories_played, running_version, reboot_reason, nfc_read_errors)
     SELECT s.id, date_trunc('hour', now()) - interval '2 hours' + m * interval '1 minute',
       CASE WHEN (m + n) % 7 = 0 THEN NULL ELSE 20 + (m * 7 + n * 13) % 80 END,
       CASE WHEN m % 5 = 0 THEN NULL ELSE 5 + (m % 11) * 0.5 END,
       CASE WHEN m % 4 = 0 THEN NULL ELSE -60 - (m % 9) END,
       1000 - m, (m + n) % 3,
       CASE WHEN n % 4 = 0 THEN NULL WHEN n % 3 = 0 AND m BETWEEN 60 AND 100 THEN 'v2' ELSE 'v1' END,
       CASE (m + n) % 17 WHEN 0 THEN 'crash' WHEN 5 THEN 'watchdog' WHEN 9 THEN 'update' END,
       CASE WHEN m % 6 = 0 THEN NULL ELSE (m + n) % 3 END
     FROM (SELECT id, row_number() OVER (ORDER BY base_id)::int AS n FROM devices.base_stations) s,
       generate_series($1::int, $2::int - 1) AS m
     WHERE (m * (1 + n % 5)) % (1 + n % 14) = 0`,
    [from, to],
  );

/** What every hour holds when all the heartbeats are summed up at once. */
const HEALTH_AT_ONCE = `
  SELECT station_id, date_trunc('hour', at) AS hour, count(*)::int AS samples, min(battery_percent) AS battery_min,
    round(avg(battery_percent)::numeric, 2)::float8 AS battery_avg, round(avg(temperature_c)::numeric, 2)::float8 AS temperature_avg,
    round(avg(signal_dbm)::numeric, 2)::float8 AS signal_avg, min(free_storage_mb) AS free_storage_min,
    coalesce(sum(stories_played), 0)::int AS stories_played
  FROM devices.health_samples GROUP BY 1, 2 ORDER BY 1, 2`;
const HEALTH_ROLLED = `
  SELECT station_id, hour, samples, battery_min, round(battery_avg::numeric, 2)::float8 AS battery_avg,
    round(temperature_avg::numeric, 2)::float8 AS temperature_avg, round(signal_avg::numeric, 2)::float8 AS signal_avg,
    free_storage_min, stories_played
  FROM devices.health_hours ORDER BY 1, 2`;
const VERSIONS_AT_ONCE = `
  SELECT station_id, date_trunc('hour', at) AS hour, running_version, count(*)::int AS heartbeats,
    (count(*) FILTER (WHERE reboot_reason IN ('crash', 'watchdog')))::int AS crashes,
    coalesce(sum(nfc_read_errors), 0)::int AS nfc_read_errors,
    coalesce(sum(greatest(previous_battery - battery_percent, 0)), 0)::int AS battery_drop,
    round(coalesce(sum(least(extract(epoch FROM at - previous_at), 600)) FILTER (WHERE previous_at IS NOT NULL), 0)::numeric, 1)::float8
      AS observed_seconds
  FROM (SELECT *,
      lag(battery_percent) OVER (PARTITION BY station_id, running_version, battery_percent IS NULL ORDER BY at) AS previous_battery,
      lag(at) OVER (PARTITION BY station_id, running_version ORDER BY at) AS previous_at
    FROM devices.health_samples WHERE running_version IS NOT NULL) s
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
const VERSIONS_ROLLED = `
  SELECT station_id, hour, running_version, heartbeats, crashes, nfc_read_errors, battery_drop,
    round(observed_seconds::numeric, 1)::float8 AS observed_seconds
  FROM devices.version_hours ORDER BY 1, 2, 3`;

/** The fleet's days of each version, summed from its hours. */
const DAYS_OF_HOURS = `
  SELECT running_version, (hour AT TIME ZONE 'UTC')::date::text AS day, sum(crashes)::int AS crashes,
    sum(nfc_read_errors)::int AS nfc_read_errors, sum(battery_drop)::int AS battery_drop,
    round(sum(observed_seconds)::numeric, 1)::float8 AS observed_seconds
  FROM devices.version_hours GROUP BY 1, 2 ORDER BY 1, 2`;
const DAYS_ROLLED = `
  SELECT running_version, day::text AS day, crashes::int, nfc_read_errors::int, battery_drop::int,
    round(observed_seconds::numeric, 1)::float8 AS observed_seconds
  FROM devices.version_days ORDER BY 1, 2`;
/** Each station's runs of a version, found from all its heartbeats at once. */
const RUNS_AT_ONCE = `
  SELECT station_id, min(at) AS started_at, min(running_version) AS running_version,
    (max(at) AT TIME ZONE 'UTC')::date::text AS last_day
  FROM (SELECT *, sum(starts) OVER (PARTITION BY station_id ORDER BY at) AS run
    FROM (SELECT station_id, at, running_version,
        CASE WHEN running_version IS DISTINCT FROM lag(running_version) OVER w
          OR (at AT TIME ZONE 'UTC')::date > ((lag(at) OVER w) AT TIME ZONE 'UTC')::date + 1 THEN 1 ELSE 0 END AS starts
      FROM devices.health_samples WHERE running_version IS NOT NULL WINDOW w AS (PARTITION BY station_id ORDER BY at)) m) n
  GROUP BY station_id, run ORDER BY 1, 2`;
const RUNS_ROLLED =
  'SELECT station_id, started_at, running_version, last_day::text AS last_day FROM devices.version_runs ORDER BY 1, 2';

describe('rolling heartbeats up by the hour, a look at a time', () => {
  it('sums up heartbeats counted over many looks as it would sum them up all at once', async () => {
    // Each look counts only what came since the last: the hours it adds to were partly summed up
    // before, and a station's first new heartbeat is measured from its last one counted.
    for (const [from, to] of [
      [0, 25],
      [25, 61],
      [61, 62],
      [62, 99],
      [99, 150],
      [150, MINUTES],
    ]) {
      await writeBeats(from!, to!);
      await rollUp();
    }
    const [wrote] = await module.db.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM devices.health_samples');
    assert.ok(wrote!.n > 500, `${wrote!.n} heartbeats`);

    const healthAtOnce = await module.db.query(HEALTH_AT_ONCE);
    assert.deepEqual(await module.db.query(HEALTH_ROLLED), healthAtOnce);
    assert.equal(healthAtOnce.length, STATIONS * 3);
    const versionsAtOnce = await module.db.query(VERSIONS_AT_ONCE);
    assert.deepEqual(await module.db.query(VERSIONS_ROLLED), versionsAtOnce);
    assert.ok(versionsAtOnce.some((row: { running_version: string }) => row.running_version === 'v2'));
    assert.deepEqual(await module.db.query(DAYS_ROLLED), await module.db.query(DAYS_OF_HOURS), "the fleet's days sum its hours");
    const runsAtOnce = await module.db.query(RUNS_AT_ONCE);
    assert.deepEqual(await module.db.query(RUNS_ROLLED), runsAtOnce);
    assert.ok(runsAtOnce.length > STATIONS, 'stations changed version and back');

    await rollUp();
    assert.deepEqual(await module.db.query(HEALTH_ROLLED), healthAtOnce, 'a look with nothing new adds nothing');
    assert.deepEqual(await module.db.query(VERSIONS_ROLLED), versionsAtOnce, 'a look with nothing new adds nothing');
    assert.deepEqual(await module.db.query(RUNS_ROLLED), runsAtOnce, 'a look with nothing new adds nothing');
  });

  it("begins a station's new run of a version after a whole day without heartbeats, so a period counts only stations heard in it", async () => {
    const station = await addStation('runs-1');
    // Heartbeats on the 10th to 12th of January, none on the 13th, then the 14th to the 15th with a
    // change of version and back on the 15th.
    const beats: Array<[string, string]> = [
      ['2026-01-10T23:50:00Z', 'v7'],
      ['2026-01-11T00:05:00Z', 'v7'],
      ['2026-01-12T23:59:00Z', 'v7'],
      ['2026-01-14T00:01:00Z', 'v7'],
      ['2026-01-15T08:00:00Z', 'v7'],
      ['2026-01-15T09:00:00Z', 'v8'],
      ['2026-01-15T10:00:00Z', 'v7'],
    ];
    for (const [at, version] of beats) {
      await module.db.query(
        `INSERT INTO devices.health_samples (station_id, at, battery_percent, running_version) VALUES ($1, $2, 50, $3)`,
        [station.id, at, version],
      );
      await vitals.rollUp();
    }
    const runs = await module.db.query<Array<{ started: string; version: string; last: string }>>(
      `SELECT started_at AS started, running_version AS version, last_day::text AS last FROM devices.version_runs
       WHERE station_id = $1 ORDER BY started_at`,
      [station.id],
    );
    assert.deepEqual(
      runs.map((run) => [new Date(run.started).toISOString(), run.version, run.last]),
      [
        ['2026-01-10T23:50:00.000Z', 'v7', '2026-01-12'],
        ['2026-01-14T00:01:00.000Z', 'v7', '2026-01-15'],
        ['2026-01-15T09:00:00.000Z', 'v8', '2026-01-15'],
        ['2026-01-15T10:00:00.000Z', 'v7', '2026-01-15'],
      ],
    );
    const ranIn = async (first: string, last: string) => {
      const rows = await module.db.query<Array<{ tag: string; stations: number }>>(STATIONS_OF_VERSIONS, [first, last]);
      return Object.fromEntries(rows.filter((row) => ['v7', 'v8'].includes(row.tag)).map((row) => [row.tag, row.stations]));
    };
    assert.deepEqual(await ranIn('2026-01-13', '2026-01-13'), {}, 'a day it was not heard');
    assert.deepEqual(await ranIn('2026-01-12', '2026-01-12'), { v7: 1 });
    assert.deepEqual(await ranIn('2026-01-13', '2026-01-14'), { v7: 1 });
    assert.deepEqual(await ranIn('2026-01-15', '2026-01-16'), { v7: 1, v8: 1 }, 'a station on two versions counts on each, once');
    assert.deepEqual(await ranIn('2026-01-16', '2026-01-20'), {});
  });

  it('counts a heartbeat still being written when a look begins at a later look, once', async () => {
    const [station] = await module.db.query<Array<{ id: string }>>(
      `SELECT id FROM devices.base_stations WHERE base_id = 'roll-1'`,
    );
    const samplesOf = async () => {
      const [row] = await module.db.query<Array<{ samples: number; heartbeats: number }>>(
        `SELECT (SELECT coalesce(sum(samples), 0)::int FROM devices.health_hours WHERE station_id = $1) AS samples,
                (SELECT coalesce(sum(heartbeats), 0)::int FROM devices.version_hours WHERE station_id = $1) AS heartbeats`,
        [station!.id],
      );
      return row!;
    };
    await rollUp();
    const counted = await samplesOf();

    const writer = module.db.createQueryRunner();
    await writer.connect();
    try {
      await writer.startTransaction();
      await writer.query(
        `INSERT INTO devices.health_samples (station_id, at, battery_percent, running_version) VALUES ($1, now(), 50, 'v1')`,
        [station!.id],
      );
      // A heartbeat written and committed meanwhile by another transaction, later than the open one.
      await module.db.query(
        `INSERT INTO devices.health_samples (station_id, at, battery_percent, running_version) VALUES ($1, now() + interval '1 second', 49, 'v1')`,
        [station!.id],
      );
      await rollUp();
      assert.deepEqual(
        await samplesOf(),
        { samples: counted.samples + 1, heartbeats: counted.heartbeats + 1 },
        'the heartbeat committed is counted, the one still being written is not',
      );
      await writer.commitTransaction();
    } finally {
      await writer.release();
    }
    await rollUp();
    assert.deepEqual(await samplesOf(), { samples: counted.samples + 2, heartbeats: counted.heartbeats + 2 });
    await rollUp();
    assert.deepEqual(await samplesOf(), { samples: counted.samples + 2, heartbeats: counted.heartbeats + 2 }, 'once');
  });

  it('is not held back by a long transaction that writes no heartbeat', async () => {
    const heartbeats = async () =>
      (await module.db.query<Array<{ n: number }>>('SELECT coalesce(sum(samples), 0)::int AS n FROM devices.health_hours'))[0]!.n;
    const waitedFor = async (xid: string) =>
      (
        await module.db.query<Array<{ marks: number }>>(
          `SELECT count(*)::int AS marks FROM devices.roll_up_marks WHERE $1::bigint = ANY(still_writing)`,
          [xid],
        )
      )[0]!.marks;
    const counted = await heartbeats();
    const elsewhere = module.db.createQueryRunner();
    await elsewhere.connect();
    let xid: string;
    try {
      await elsewhere.startTransaction();
      [{ xid }] = await elsewhere.query('SELECT txid_current()::text AS xid');
      await writeBeats(MINUTES + 5, MINUTES + 6);
      await rollUp();
      assert.ok((await heartbeats()) > counted, 'the heartbeats written meanwhile are counted while it goes on');
      assert.equal(await waitedFor(xid), 2, 'both roll-ups wait for what it may have written');
      await elsewhere.commitTransaction();
    } finally {
      await elsewhere.release();
    }
    await rollUp();
    assert.equal(await waitedFor(xid), 0, 'and forget it once it has ended');
  });

  it('reads only the heartbeats written since the last look, however many are kept', async () => {
    await module.db.query(
      `INSERT INTO devices.health_samples (station_id, at, battery_percent, running_version)
       SELECT s.id, now() - interval '3 hours' - n * interval '1 second', 50, 'v1'
       FROM devices.base_stations s, generate_series(1, 5000) AS n`,
    );
    await rollUp();
    await writeBeats(MINUTES, MINUTES + 1);
    await module.db.query('ANALYZE devices.health_samples');
    const [mark] = await module.db.query<Array<{ from: string; before: string }>>(
      `SELECT counted_before::text AS "from", pg_snapshot_xmax(pg_current_snapshot())::text AS "before"
       FROM devices.roll_up_marks WHERE name = 'health_hours'`,
    );
    const samples = [mark!.from, mark!.before, [], []];
    for (const [name, sql, params] of [
      ['health hours', ADD_TO_HEALTH_HOURS, samples],
      ['version hours', ADD_TO_VERSION_HOURS, [...samples, ['crash'], 600]],
      ['version runs', EXTEND_VERSION_RUNS, samples],
    ] as const) {
      const plan = await planOf(module.db, { sql, params: [...params] });
      assert.ok(!scansWhole(plan, 'health_samples'), `${name} reads every heartbeat kept:\n${plan}`);
      assert.match(plan, /health_samples_written_by/, `${name} finds the new heartbeats by their transaction:\n${plan}`);
    }
  });
});

describe('a stump that says it failed a million reads every heartbeat', () => {
  it("keeps counting: the fleet's day holds every error, the station's hour as many as an integer can", async () => {
    const station = await addStation('loud-1');
    // 2,200 heartbeats in one look, then 100 more in the same hour, 1,000,000 errors each: past the
    // largest integer at the first look already.
    const beats = (first: number, last: number) =>
      module.db.query(
        `INSERT INTO devices.health_samples (station_id, at, running_version, nfc_read_errors)
         SELECT $1, '2026-02-03T10:00:00Z'::timestamptz + n * interval '1 second', 'v-loud', 1000000
         FROM generate_series($2::int, $3::int) AS n`,
        [station.id, first, last],
      );
    await beats(0, 2199);
    await vitals.rollUp();
    await beats(2200, 2299);
    await vitals.rollUp();
    const [counted] = await module.db.query<Array<{ day: string; hour: number }>>(
      `SELECT (SELECT nfc_read_errors::text FROM devices.version_days WHERE running_version = 'v-loud') AS day,
              (SELECT nfc_read_errors FROM devices.version_hours WHERE station_id = $1) AS hour`,
      [station.id],
    );
    assert.deepEqual(counted, { day: '2300000000', hour: 2_147_483_647 });
    await module.db.query(`DELETE FROM devices.base_stations WHERE id = $1`, [station.id]);
    await module.db.query(`DELETE FROM devices.version_days WHERE running_version = 'v-loud'`);
  });
});

describe('a stump that says it played a million stories every heartbeat', () => {
  it("keeps counting: its hour holds as many as an integer can, a host's figures the same", async () => {
    const station = await addStation('loud-2');
    // 2,200 heartbeats in one look, then 100 more in the same hour, each saying the most a
    // heartbeat may: past the largest integer at the first look already.
    const beats = (first: number, last: number) =>
      module.db.query(
        `INSERT INTO devices.health_samples (station_id, at, running_version, stories_played)
         SELECT $1, date_trunc('hour', now() - interval '3 hours') + n * interval '1 second', 'v-loud', 1000000
         FROM generate_series($2::int, $3::int) AS n`,
        [station.id, first, last],
      );
    await beats(0, 2199);
    await rollUp();
    await beats(2200, 2299);
    await rollUp();
    const [hour] = await module.db.query<Array<{ stories: number }>>(
      `SELECT stories_played AS stories FROM devices.health_hours WHERE station_id = $1`,
      [station.id],
    );
    assert.equal(hour!.stories, 2_147_483_647);
    const [figures] = await hostStations.figures({} as never, {
      ids: [station.id],
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date().toISOString(),
    });
    assert.equal(figures!.storiesPlayed, 2_147_483_647);
    await module.db.query(`DELETE FROM devices.base_stations WHERE id = $1`, [station.id]);
  });
});

describe('letting old heartbeats go', () => {
  it('lets a heartbeat go once a look after it is older than the retention and both roll-ups have counted it', async () => {
    const kept = async () =>
      (await module.db.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM devices.health_samples'))[0]!.n;
    const ageEveryLook = () =>
      module.db.query(`UPDATE devices.sample_checkpoints SET looked_at = looked_at - interval '100 hours'`);
    await rollUp();
    assert.ok((await kept()) > 0);
    await ageEveryLook();
    await writeBeats(MINUTES + 1, MINUTES + 2);
    const before = await kept();

    // Health counts the new heartbeats; versions have not yet.
    await health.rollUp();
    const written = await kept();
    assert.ok(written > 0 && written < before, `${written} of ${before} kept`);
    const [looks] = await module.db.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM devices.sample_checkpoints WHERE looked_at < now() - interval '72 hours'`,
    );
    assert.equal(looks!.n, 1, 'of the looks over 72 hours old, only the newest is kept, telling the age of what came after');

    await ageEveryLook();
    await health.rollUp();
    assert.equal(await kept(), written, 'heartbeats old enough to go stay until every roll-up has counted them');
    await vitals.rollUp();
    await health.rollUp();
    assert.equal(await kept(), 0);
  });
});

describe('two looks at once', () => {
  it('takes the snapshot of a look that waited for another after it, so the mark never goes back', async () => {
    const markOf = async () =>
      (
        await module.db.query<Array<{ before: string }>>(
          `SELECT counted_before::text AS before FROM devices.roll_up_marks WHERE name = 'health_hours'`,
        )
      )[0]!.before;
    const [{ ended }] = await module.db.query<Array<{ ended: string }>>('SELECT txid_current()::text AS ended');
    const first = module.db.createQueryRunner();
    await first.connect();
    try {
      // The first look holds the mark while a second begins and waits for it.
      await first.startTransaction();
      await first.query(`SELECT 1 FROM devices.roll_up_marks WHERE name = 'health_hours' FOR UPDATE`);
      const second = health.rollUp();
      await waitingForLock('roll_up_marks');
      await writeBeats(MINUTES + 10, MINUTES + 11);
      // The first look ends, having counted up to now and waiting for a transaction that has ended since.
      await first.query(
        `UPDATE devices.roll_up_marks SET counted_before = pg_snapshot_xmax(pg_current_snapshot())::text::bigint, still_writing = ARRAY[$1::bigint]
         WHERE name = 'health_hours'`,
        [ended],
      );
      const [{ firstMark }] = await first.query(
        `SELECT counted_before::text AS "firstMark" FROM devices.roll_up_marks WHERE name = 'health_hours'`,
      );
      await first.commitTransaction();
      await second;
      assert.ok(BigInt(await markOf()) >= BigInt(firstMark), `the mark went back from ${firstMark} to ${await markOf()}`);
    } finally {
      await first.release();
    }
  });
});

describe('keeping hours for their retention', () => {
  // Hours the tests above left in the past go first, so each look here finds the hours it writes.
  before(async () => {
    await module.db.query(`DELETE FROM devices.health_hours WHERE hour < now() - interval '35 days'`);
    await module.db.query(`DELETE FROM devices.version_hours WHERE hour < now() - interval '35 days'`);
  });

  it("lets the oldest hour past it go at each look, a host's figures the same before, between and after", async () => {
    const a = await addStation('kept-a');
    const b = await addStation('kept-b');
    const [{ day }] = await module.db.query<Array<{ day: string }>>(
      `SELECT to_char(date_trunc('day', now() - interval '40 days', 'UTC'), 'YYYY-MM-DD') AS day`,
    );
    const at = (offset: string) => `${day}T00:00:00Z::${offset}`;
    const hours: Array<[station: string, hour: string, stories: number]> = [
      [a.id, at('3 hours'), 3],
      [a.id, at('7 hours'), 5],
      [a.id, at('1 day 2 hours'), 4],
      [b.id, at('3 hours'), 11],
      [a.id, at('39 days'), 9],
    ];
    for (const [station, hour, stories] of hours) {
      const [start, offset] = hour.split('::');
      await module.db.query(
        `INSERT INTO devices.health_hours (station_id, hour, samples, stories_played) VALUES ($1, $2::timestamptz + $3::interval, 1, $4)`,
        [station, start, offset, stories],
      );
      await module.db.query(
        `INSERT INTO devices.version_hours (station_id, hour, running_version, heartbeats, crashes, nfc_read_errors, battery_drop, observed_seconds)
         VALUES ($1, $2::timestamptz + $3::interval, 'v-kept', 1, 0, 0, 0, 60)`,
        [station, start, offset],
      );
    }
    const played = async (from: string, to: string) =>
      Object.fromEntries(
        (await hostStations.figures({} as never, { ids: [a.id, b.id], from, to })).map((station) => [
          station.name,
          station.storiesPlayed,
        ]),
      );
    const spans = async () => ({
      all: await played(`${day}T00:00:00Z`, new Date(Date.now() + 3_600_000).toISOString()),
      firstDay: await played(`${day}T00:00:00Z`, new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString()),
    });
    const expected = { all: { 'kept-a': 21, 'kept-b': 11 }, firstDay: { 'kept-a': 8, 'kept-b': 11 } };
    assert.deepEqual(await spans(), expected);

    const oldHours = async (table: string) =>
      (
        await module.db.query<Array<{ n: number }>>(
          `SELECT count(*)::int AS n FROM devices.${table} WHERE station_id = ANY($1) AND hour < now() - interval '35 days'`,
          [[a.id, b.id]],
        )
      )[0]!.n;
    const left = [];
    for (let look = 0; look < 4; look++) {
      await retention.letOldestHourGo();
      left.push([await oldHours('health_hours'), await oldHours('version_hours')]);
      assert.deepEqual(await spans(), expected, `after look ${look + 1}`);
    }
    assert.deepEqual(
      left,
      [
        [2, 2],
        [1, 1],
        [0, 0],
        [0, 0],
      ],
      'one hour a look, both stations of it at once',
    );

    const days = await module.db.query(
      `SELECT b.base_id, to_char(d.day, 'YYYY-MM-DD') AS day, d.stories_played::int AS stories
       FROM devices.health_days d JOIN devices.base_stations b ON b.id = d.station_id ORDER BY 1, 2`,
    );
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    assert.deepEqual(days, [
      { base_id: 'kept-a', day, stories: 8 },
      { base_id: 'kept-a', day: next, stories: 4 },
      { base_id: 'kept-b', day, stories: 11 },
    ]);
    const [recent] = await module.db.query<Array<{ health: number; versions: number }>>(
      `SELECT (SELECT count(*)::int FROM devices.health_hours WHERE station_id = $1) AS health,
              (SELECT count(*)::int FROM devices.version_hours WHERE station_id = $1) AS versions`,
      [a.id],
    );
    assert.deepEqual(recent, { health: 1, versions: 1 }, 'the hour within the retention stays');

    await module.db.query(`DELETE FROM devices.base_stations WHERE id = ANY($1)`, [[a.id, b.id]]);
    const [gone] = await module.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM devices.health_days`);
    assert.equal(gone!.n, 0, "a deleted station's days go with it");
  });

  it('finds the oldest hour through an index, never reading every hour kept', async () => {
    const statements = { MOVE_OLDEST_HEALTH_HOUR, LET_OLDEST_VERSION_HOUR_GO };
    const indexes = { MOVE_OLDEST_HEALTH_HOUR: 'health_hours_utc_hour', LET_OLDEST_VERSION_HOUR_GO: 'version_hours_hour' };
    for (const [name, statement] of Object.entries(statements)) {
      const params = name === 'LET_OLDEST_VERSION_HOUR_GO' ? [35, ['running', 'paused', 'halted']] : [35];
      const plan = await planOf(module.db, { sql: statement, params });
      const everyHour =
        scansWhole(plan, 'health_hours') || scansWhole(plan, 'version_hours') || /PK_(health|version)_hours/.test(plan);
      assert.ok(!everyHour, `${name} reads every hour:\n${plan}`);
      assert.match(plan, new RegExp(indexes[name as keyof typeof indexes]), `${name} finds its hour by time:\n${plan}`);
      // With none past the retention, an index walked with the time as a filter would be walked whole.
      assert.match(plan, /Index Cond: .* < (LEAST)?\(?date_trunc/, `${name} seeks the hours past the retention:\n${plan}`);
    }
  });

  it('adds an hour to its day once when a second look picks it while the first lets it go', async () => {
    const station = await addStation('kept-twice');
    await module.db.query(
      `INSERT INTO devices.health_hours (station_id, hour, samples, stories_played)
       SELECT $1, date_trunc('hour', now() - interval '50 days', 'UTC') + n * interval '1 hour', 1, 10 + n
       FROM generate_series(0, 1) AS n`,
      [station.id],
    );
    const first = module.db.createQueryRunner();
    await first.connect();
    try {
      // The first look has taken the oldest hour and not yet committed when a second looks.
      await first.startTransaction();
      await first.query(MOVE_OLDEST_HEALTH_HOUR, [35]);
      const second = retention.letOldestHourGo();
      await waitingForLock('health_days');
      await first.commitTransaction();
      await second;
    } finally {
      await first.release();
    }
    const [kept] = await module.db.query<Array<{ hours: number; days: number }>>(
      `SELECT (SELECT count(*)::int FROM devices.health_hours WHERE station_id = $1) AS hours,
              (SELECT sum(stories_played)::int FROM devices.health_days WHERE station_id = $1) AS days`,
      [station.id],
    );
    assert.deepEqual(kept, { hours: 1, days: 10 });
    await module.db.query(`DELETE FROM devices.base_stations WHERE id = $1`, [station.id]);
  });
});
