import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  CharacterRoutes,
  CharacterTypeRoutes,
  DeviceRoutes,
  FleetRoutes,
  RolloutRoutes,
  type HeartbeatInput,
  type VersionVitals,
} from '@storystump/contracts';
import { apiClient, eventually, startSystem, testClientAddress, type ApiCall, type RunningSystem } from '@storystump/testing';
import { deviceFixtures } from './device-fixtures.js';
import { signInAsAdmin } from './sessions.js';

let system: RunningSystem;
let call: ApiCall;
let adminToken: string;
let fixtures: ReturnType<typeof deviceFixtures>;
const address = testClientAddress();
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const today = () => new Date().toISOString().slice(0, 10);

before(async () => {
  // A system of its own: its rollouts and version hours are this file's alone, and its fleet watch
  // rolls the heartbeats up (and looks at the gates) every few hundred milliseconds.
  system = await startSystem({ settings: { FLEET_WATCH_EVERY_MS: '300' } });
  call = apiClient(system.baseUrl, address);
  adminToken = await signInAsAdmin(call, system);
  fixtures = deviceFixtures(call, system, () => adminToken, address);
});
after(async () => system?.stop());

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
  it('counts stations, hours, crash-free hours, battery drain and NFC errors per hundred visits from the device routes', async () => {
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
      // 2 station-hours, 1 with a crash; (5 + 1) points over 2 hours is 72 a day; 4 errors over 8 visits.
      { tag: tagA, stations: 2, hoursObserved: 2, crashFreeHoursPercent: 50, batteryDrainPerDay: 72, nfcErrorsPer100Visits: 50 },
      // 1 point over 2 hours is 12 a day; no visits, so no rate of NFC errors.
      {
        tag: tagB,
        stations: 2,
        hoursObserved: 2,
        crashFreeHoursPercent: 50,
        batteryDrainPerDay: 12,
        nfcErrorsPer100Visits: null,
      },
    ];
    const ours = (rows: VersionVitals[]) => expected.map((row) => rows.find((found) => found.tag === row.tag));
    const seen = await eventually(
      async () => ours(await versions({ startDate: today(), endDate: today() })),
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
    const first = created.body.stations.find((station) => station.phase === 0)!;
    const updating = stumps.find((each) => each.station._id === first.baseStationId)!;

    const offer = await updating.send(DeviceRoutes.nextFirmware, { query: { current: previousTag } });
    assert.equal(offer.status, 200, JSON.stringify(offer.body));
    const reported = await updating.send(DeviceRoutes.firmwareStatus, { body: { status: 'success', tag: version.tag } });
    assert.equal(reported.status, 200, JSON.stringify(reported.body));
    const waiting = await rolloutOf(created.body._id);
    assert.equal(waiting.status, 'running');
    assert.equal(waiting.phase, 0, 'its phase has finished, but no hour of the new version is seen yet');
    return { rollout: created.body, tag: version.tag, updating };
  }

  it('halts a rollout whose version crashes, with both figures, while a healthy one goes on', async () => {
    const previousTag = unique('vitals-prev');
    const crashing = await gatedRollout(previousTag);
    const healthy = await gatedRollout(previousTag);

    await crashing.updating.beat({ runningVersion: crashing.tag, batteryPercent: 80, rebootReason: 'update' });
    await crashing.updating.beat({ runningVersion: crashing.tag, batteryPercent: 80, rebootReason: 'crash' });
    await healthy.updating.beat({ runningVersion: healthy.tag, batteryPercent: 80, rebootReason: 'update' });
    await healthy.updating.beat({ runningVersion: healthy.tag, batteryPercent: 80 });

    const halted = await eventually(
      () => rolloutOf(crashing.rollout._id),
      (rollout) => rollout.status !== 'running',
    );
    assert.equal(halted.status, 'halted');
    assert.equal(
      halted.haltReason,
      `Crash-free hours 0.0% on ${crashing.tag} against 100.0% on ${previousTag}, a drop of 100.0 points above the gate's 5`,
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
