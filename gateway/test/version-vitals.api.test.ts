import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import {
  CharacterRoutes,
  CharacterTypeRoutes,
  DeviceRoutes,
  FleetRoutes,
  RolloutRoutes,
  type HeartbeatInput,
  type VersionVitals,
} from '@storystump/contracts';
import { eventually, startSystem, testClientAddress, type ApiCall, type RunningSystem } from '@storystump/testing';
import { signInWithDeviceFixtures, type deviceFixtures } from './device-fixtures.js';

let system: RunningSystem;
let call: ApiCall;
let adminToken: string;
let fixtures: ReturnType<typeof deviceFixtures>;
let db: pg.Client;
const address = testClientAddress();
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const today = () => new Date().toISOString().slice(0, 10);
/** The period holding the last hour's heartbeats, whatever the time of day. */
const recentDays = () => ({ startDate: new Date(Date.now() - 2 * 3_600_000).toISOString().slice(0, 10), endDate: today() });

before(async () => {
  // A system of its own: its rollouts and version hours are this file's alone, and its fleet watch
  // rolls the heartbeats up (and looks at the gates) every few hundred milliseconds.
  system = await startSystem({ settings: { FLEET_WATCH_EVERY_MS: '300' } });
  ({ call, adminToken, fixtures } = await signInWithDeviceFixtures(system, address));
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await system?.stop();
});

/**
 * Spreads a station's heartbeats on a version, sent just now, over the last hour: `minutesApart`
 * each, the last a second ago (the time observed is counted between heartbeats). The fleet watch
 * counts a heartbeat once, when it is written, so the version hours are then counted again from
 * every heartbeat kept, as if each had come at its new time.
 */
async function spreadBeats(stationId: string, version: string, minutesApart: number) {
  await db.query(
    `UPDATE devices.health_samples h SET at = now() - interval '1 second' - (s.beats - s.n) * make_interval(mins => $3)
     FROM (SELECT at, row_number() OVER (ORDER BY at) AS n, count(*) OVER () AS beats
           FROM devices.health_samples WHERE station_id = $1 AND running_version = $2) s
     WHERE h.station_id = $1 AND h.at = s.at`,
    [stationId, version, minutesApart],
  );
  await db.query('BEGIN');
  try {
    await db.query(`SELECT 1 FROM devices.roll_up_marks WHERE name = 'version_vitals' FOR UPDATE`);
    await db.query('DELETE FROM devices.version_hours');
    await db.query('DELETE FROM devices.version_last_beats');
    await db.query('DELETE FROM devices.version_days');
    await db.query('DELETE FROM devices.version_runs');
    await db.query(`UPDATE devices.roll_up_marks SET counted_before = 1, still_writing = '{}' WHERE name = 'version_vitals'`);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

/** A station with a key, and its stump's calls. */
async function stump() {
  const station = await fixtures.createStation();
  const key = await fixtures.generateKey(station._id);
  const send = fixtures.device(key.apiKey);
  const beat = async (body: Omit<HeartbeatInput, 'uptimeSeconds'>) => {
    const res = await send(DeviceRoutes.heartbeat, { body: { uptimeSeconds: 60, ...body } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  return { station, send, beat };
}

async function characterSerial(): Promise<string> {
  const type = await call(CharacterTypeRoutes.append, {
    token: adminToken,
    body: { characterEncryptedType: unique('enc'), characterType: unique('owl') },
  });
  assert.equal(type.status, 201, JSON.stringify(type.body));
  const character = await call(CharacterRoutes.create, {
    token: adminToken,
    body: { encryptedCharacterType: type.body.characterEncryptedType, serialNumber: unique('SN') },
  });
  assert.equal(character.status, 201, JSON.stringify(character.body));
  return character.body.serialNumber;
}

const versions = async (query: { startDate?: string; endDate?: string } = {}) => {
  const res = await call(FleetRoutes.versions, { token: adminToken, query });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
};

describe('vitals per firmware version', () => {
  it('counts stations, hours observed, crash-free hours, battery drain and NFC errors per hundred visits from the device routes', async () => {
    const [tagA, tagB] = [unique('vitals-a'), unique('vitals-b')];
    const [a1, a2, b1, b2] = await Promise.all([stump(), stump(), stump(), stump()]);

    // a1: falls of 2 and 3 (the rise to 89 is charging, not counted), a crash, 3 NFC errors.
    await a1.beat({ runningVersion: tagA, batteryPercent: 90, nfcReadErrors: 2 });
    await a1.beat({ runningVersion: tagA, batteryPercent: 88, rebootReason: 'crash', nfcReadErrors: 1 });
    await a1.beat({ runningVersion: tagA, batteryPercent: 89, nfcReadErrors: 0 });
    await a1.beat({ runningVersion: tagA, batteryPercent: 86 });
    // a2: a fall of 1, an update's reboot (no crash), 1 NFC error.
    await a2.beat({ runningVersion: tagA, batteryPercent: 70, nfcReadErrors: 1 });
    await a2.beat({ runningVersion: tagA, batteryPercent: 69, rebootReason: 'update' });
    // b1: its watchdog restarted it; b2: cut power and its owner restarted it, a fall of 1.
    await b1.beat({ runningVersion: tagB, batteryPercent: 50, rebootReason: 'watchdog' });
    await b1.beat({ runningVersion: tagB, batteryPercent: 50 });
    await b2.beat({ runningVersion: tagB, batteryPercent: 40, rebootReason: 'power' });
    await b2.beat({ runningVersion: tagB, batteryPercent: 39, rebootReason: 'user' });
    // a1's heartbeats 10 minutes apart (30 minutes observed); a2's 30 minutes apart, of which 10 count.
    // b1's and b2's 10 minutes apart (10 minutes each).
    await spreadBeats(a1.station._id, tagA, 10);
    await spreadBeats(a2.station._id, tagA, 30);
    await spreadBeats(b1.station._id, tagB, 10);
    await spreadBeats(b2.station._id, tagB, 10);

    const serial = await characterSerial();
    const visits = (count: number) =>
      Array.from({ length: count }, () => ({
        eventId: randomUUID(),
        serialNumber: serial,
        occurredAt: new Date().toISOString(),
      }));
    for (const [stumpOf, count] of [
      [a1, 3],
      [a2, 5],
    ] as const) {
      const res = await stumpOf.send(DeviceRoutes.visits, { body: { visits: visits(count) } });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.ok(
        res.body.results.every((result) => result.status === 'recorded'),
        JSON.stringify(res.body),
      );
    }

    const expected: VersionVitals[] = [
      // 40 minutes (0.67 hours), 1 crash: 100 × e^(−1 / 0.667) = 100 × e^(−1.5) = 22.3 %;
      // (5 + 1) points over 0.667 hours is 6 × 24 / 0.667 = 216 a day; 4 errors over 8 visits.
      {
        tag: tagA,
        stations: 2,
        hoursObserved: 0.7,
        crashFreeHoursPercent: 22.3,
        batteryDrainPerDay: 216,
        nfcErrorsPer100Visits: 50,
      },
      // 20 minutes (0.33 hours), 1 crash (the watchdog's): 100 × e^(−3) = 5.0 %; 1 point is 1 × 24 / 0.333 = 72 a day;
      // no visits, so no rate of NFC errors.
      {
        tag: tagB,
        stations: 2,
        hoursObserved: 0.3,
        crashFreeHoursPercent: 5,
        batteryDrainPerDay: 72,
        nfcErrorsPer100Visits: null,
      },
    ];
    const ours = (rows: VersionVitals[]) => expected.map((row) => rows.find((found) => found.tag === row.tag));
    const seen = await eventually(
      async () => ours(await versions(recentDays())),
      (rows) => JSON.stringify(rows) === JSON.stringify(expected),
    );
    assert.deepEqual(seen, expected);
    assert.deepEqual(ours(await versions()), expected, 'the last 7 days by default');
    assert.deepEqual(
      ours(await versions({ startDate: '2020-01-01', endDate: '2020-01-02' })),
      [undefined, undefined],
      'a period without their heartbeats',
    );
  });

  it('gives a version seen over partial hours the same crash-free hours as one seen over whole hours at the same crash rate', async () => {
    const [whole, partial] = [unique('vitals-whole'), unique('vitals-partial')];
    // One stump on `whole` for an hour: 7 heartbeats 10 minutes apart, one of the 6 after the first a crash.
    const steady = await stump();
    for (let beat = 0; beat < 7; beat++) {
      await steady.beat({ runningVersion: whole, ...(beat === 3 ? { rebootReason: 'crash' } : {}) });
    }
    await spreadBeats(steady.station._id, whole, 10);
    // Six stumps on `partial` for 10 minutes each: 2 heartbeats apiece, one of the 6 second ones a crash.
    // Each stump's hour of `partial` holds 2 heartbeats where `whole`'s hours hold 6 or 7.
    const brief = await Promise.all(Array.from({ length: 6 }, () => stump()));
    for (const [index, each] of brief.entries()) {
      await each.beat({ runningVersion: partial });
      await each.beat({ runningVersion: partial, ...(index === 2 ? { rebootReason: 'crash' } : {}) });
      await spreadBeats(each.station._id, partial, 10);
    }

    // Both: 1 crash in 1 hour observed, 100 × e^(−1) = 36.8 % (counting clock hours without a crash
    // gave `whole` 0 or 50 % and `partial` at least 83.3 %).
    const figures = (rows: VersionVitals[], tag: string) => {
      const row = rows.find((found) => found.tag === tag);
      return (
        row && { stations: row.stations, hoursObserved: row.hoursObserved, crashFreeHoursPercent: row.crashFreeHoursPercent }
      );
    };
    const expected = [
      { stations: 1, hoursObserved: 1, crashFreeHoursPercent: 36.8 },
      { stations: 6, hoursObserved: 1, crashFreeHoursPercent: 36.8 },
    ];
    const seen = await eventually(
      async () => {
        const rows = await versions(recentDays());
        return [figures(rows, whole), figures(rows, partial)];
      },
      (rows) => JSON.stringify(rows) === JSON.stringify(expected),
    );
    assert.deepEqual(seen, expected);
  });

  it('weighs NFC errors by the visits recorded while each version ran, not those before or after an update', async () => {
    const [before, after] = [unique('vitals-before'), unique('vitals-after')];
    const { send, beat } = await stump();
    const serial = await characterSerial();
    const recordVisits = async (count: number, occurredAt: string) => {
      const res = await send(DeviceRoutes.visits, {
        body: { visits: Array.from({ length: count }, () => ({ eventId: randomUUID(), serialNumber: serial, occurredAt })) },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.ok(
        res.body.results.every((result) => result.status === 'recorded'),
        JSON.stringify(res.body),
      );
    };
    const ratesOf = async () => {
      const rows = await versions(recentDays());
      return [before, after].map((tag) => rows.find((row) => row.tag === tag)?.nfcErrorsPer100Visits);
    };

    // 3 errors on the version before, 1 after the update. The stump sends its visits only once
    // updated: 4 of them recorded before the update, 5 after.
    await beat({ runningVersion: before, nfcReadErrors: 1 });
    await beat({ runningVersion: before, nfcReadErrors: 2 });
    const beforeTheUpdate = new Date().toISOString();
    await beat({ runningVersion: after, rebootReason: 'update' });
    await beat({ runningVersion: after, nfcReadErrors: 1 });
    await recordVisits(4, beforeTheUpdate);
    await recordVisits(5, new Date().toISOString());

    // 3 errors over 4 visits is 75 a hundred; 1 over 5 is 20 (counted on the version running now: 4 over 9).
    const seen = await eventually(ratesOf, (rates) => JSON.stringify(rates) === JSON.stringify([75, 20]));
    assert.deepEqual(seen, [75, 20]);

    // Before the first day whose visits are all counted, errors are not weighed by a part of them.
    const [{ day }] = (await db.query(`SELECT day::text AS day FROM devices.visits_counted_from`)).rows;
    await db.query(`UPDATE devices.visits_counted_from SET day = (now() AT TIME ZONE 'UTC')::date + 1`);
    try {
      const unknown = await eventually(ratesOf, (rates) => rates.every((rate) => rate === null));
      assert.deepEqual(unknown, [null, null]);
    } finally {
      await db.query(`UPDATE devices.visits_counted_from SET day = $1`, [day]);
    }
  });

  it('refuses a bad reboot reason, NFC count or period with a 400 naming the field', async () => {
    const { send } = await stump();
    const beats: Array<[unknown, RegExp]> = [
      [
        { runningVersion: '1.0.0', uptimeSeconds: 1, rebootReason: 'meltdown' },
        /rebootReason must be one of power, watchdog, crash, update, user/,
      ],
      [
        { runningVersion: '1.0.0', uptimeSeconds: 1, nfcReadErrors: -1 },
        /nfcReadErrors must be a whole number from 0 to 1000000/,
      ],
    ];
    for (const [body, message] of beats) {
      const res = await send(DeviceRoutes.heartbeat, { untypedBody: body });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.message!, message);
    }
    const periods: Array<[Record<string, string>, RegExp]> = [
      [{ startDate: '2026-02-30' }, /startDate must be a date \(YYYY-MM-DD\)/],
      [{ startDate: '2026-03-02', endDate: '2026-03-01' }, /endDate must not be before startDate/],
    ];
    for (const [query, message] of periods) {
      const res = await call(FleetRoutes.versions, { token: adminToken, untypedQuery: query });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.message!, message);
    }
  });
});

describe("a rollout's vitals gate", () => {
  const rolloutOf = async (id: string) => (await call(RolloutRoutes.get, { params: { id }, token: adminToken })).body;

  /** Two stumps on the previous version, a rollout of `tag` to them gated on their crash-free hours, and its first phase's stump. */
  async function gatedRollout(previousTag: string) {
    const { version } = await fixtures.uploadVersion();
    const stumps = [await stump(), await stump()];
    for (const each of stumps) await each.beat({ runningVersion: previousTag, batteryPercent: 80 });
    const created = await call(RolloutRoutes.create, {
      token: adminToken,
      body: {
        versionId: version._id,
        stationIds: stumps.map((each) => each.station._id),
        phases: [50, 100],
        vitalsGate: { maxCrashFreeDrop: 5, minHoursObserved: 1 },
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.vitalsGate, { maxCrashFreeDrop: 5, minHoursObserved: 1 });
    assert.equal(created.body.previousTag, previousTag);
    // Created two hours ago: the hour of previous-version heartbeats spread below falls after it.
    await db.query(`UPDATE devices.rollouts SET created_at = now() - interval '2 hours' WHERE id = $1`, [created.body._id]);
    const first = created.body.stations.find((station) => station.phase === 0)!;
    const updating = stumps.find((each) => each.station._id === first.baseStationId)!;
    const staying = stumps.find((each) => each !== updating)!;

    const offer = await updating.send(DeviceRoutes.nextFirmware, { query: { current: previousTag } });
    assert.equal(offer.status, 200, JSON.stringify(offer.body));
    const reported = await updating.send(DeviceRoutes.firmwareStatus, { body: { status: 'success', tag: version.tag } });
    assert.equal(reported.status, 200, JSON.stringify(reported.body));
    const waiting = await rolloutOf(created.body._id);
    assert.equal(waiting.status, 'running');
    assert.equal(waiting.phase, 0, 'its phase has finished, but no hour of the new version is seen yet');
    // The stump staying on the previous version: an hour of it without a crash, 100 %.
    for (let beat = 0; beat < 6; beat++) await staying.beat({ runningVersion: previousTag, batteryPercent: 80 });
    await spreadBeats(staying.station._id, previousTag, 10);
    return { rollout: created.body, tag: version.tag, updating };
  }

  it('halts a rollout whose version crashes, with both figures, while a healthy one goes on', async () => {
    const previousTag = unique('vitals-prev');
    const crashing = await gatedRollout(previousTag);
    const healthy = await gatedRollout(previousTag);

    // Each updated stump: an hour of its new version, 7 heartbeats 10 minutes apart. The crashing one's
    // second heartbeat is a crash: 1 crash in 1 hour, 100 × e^(−1) = 36.8 %, 63.2 points below 100 %.
    for (const { updating, tag } of [crashing, healthy]) {
      await updating.beat({ runningVersion: tag, batteryPercent: 80, rebootReason: 'update' });
      await updating.beat({
        runningVersion: tag,
        batteryPercent: 80,
        ...(tag === crashing.tag ? { rebootReason: 'crash' } : {}),
      });
      for (let beat = 0; beat < 5; beat++) await updating.beat({ runningVersion: tag, batteryPercent: 80 });
      await spreadBeats(updating.station._id, tag, 10);
    }

    const halted = await eventually(
      () => rolloutOf(crashing.rollout._id),
      (rollout) => rollout.status !== 'running',
    );
    assert.equal(halted.status, 'halted');
    assert.equal(
      halted.haltReason,
      `Crash-free hours 36.8% on ${crashing.tag} against 100.0% on ${previousTag}, a drop of 63.2 points above the gate's 5`,
    );
    assert.equal(halted.phase, 0);
    const offered = await crashing.updating.send(DeviceRoutes.nextFirmware, { query: { current: previousTag } });
    assert.equal(offered.status, 204, 'a halted rollout offers nothing more');

    const advanced = await eventually(
      () => rolloutOf(healthy.rollout._id),
      (rollout) => rollout.phase === 1,
    );
    assert.equal(advanced.status, 'running');
    assert.equal(advanced.phase, 1);
    assert.equal(advanced.haltReason, undefined);
  });

  it('refuses a gate out of range with a 400 naming the field', async () => {
    const { version } = await fixtures.uploadVersion();
    const { station } = await stump();
    const gates: Array<[unknown, RegExp]> = [
      [
        { maxCrashFreeDrop: 101, minHoursObserved: 1 },
        /vitalsGate.maxCrashFreeDrop must be a number of percentage points from 0 to 100/,
      ],
      [{ maxCrashFreeDrop: 5, minHoursObserved: 0 }, /vitalsGate.minHoursObserved must be a whole number from 1 to 1000000/],
      [{ maxCrashFreeDrop: 'five', minHoursObserved: 1 }, /vitalsGate.maxCrashFreeDrop must be a number of percentage points/],
    ];
    for (const [vitalsGate, message] of gates) {
      const res = await call(RolloutRoutes.create, {
        token: adminToken,
        untypedBody: { versionId: version._id, stationIds: [station._id], vitalsGate },
      });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.message!, message);
    }
  });
});
