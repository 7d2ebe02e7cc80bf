import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  ApiKeyRoutes,
  AuditRoutes,
  CharacterTypeRoutes,
  DeviceRoutes,
  FleetRoutes,
  IdentityRoutes,
  RolloutRoutes,
  StationRoutes,
} from '@storystump/contracts';
import { eventually, outboxMails, startSystem, testClientAddress, type OwnSystem, type ApiCall } from '@storystump/testing';
import { signInWithDeviceFixtures, type deviceFixtures } from './device-fixtures.js';
import { registerShopper } from './sessions.js';

const SILENT_AFTER_SECONDS = 2;
const ALERT_QUIET_SECONDS = 2;

let system: OwnSystem;
let call: ApiCall;
let adminToken: string;
let userToken: string;
let fixtures: ReturnType<typeof deviceFixtures>;
const address = testClientAddress();

/** A station with its stump's key and calls. */
async function stump(fields: Record<string, unknown> = {}) {
  const station = await fixtures.createStation(fields);
  const { apiKey } = await fixtures.generateKey(station._id);
  return { station, send: fixtures.device(apiKey) };
}

const rollout = (id: string) => call(RolloutRoutes.get, { params: { id }, token: adminToken });
const statusOf = async (stationId: string) => {
  const res = await call(StationRoutes.statuses, { token: adminToken });
  assert.equal(res.status, 200);
  return res.body.find((status) => status.baseStationId === stationId)!;
};

async function mails(): Promise<string[]> {
  const dir = join(system.logDir, 'mail-outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.filter((name) => name.endsWith('.eml')).map((name) => readFile(join(dir, name), 'utf8')));
}
const mailsAbout = async (words: string) => (await mails()).filter((mail) => mail.includes(words));

before(async () => {
  system = await startSystem({
    settings: {
      SILENT_AFTER_SECONDS: String(SILENT_AFTER_SECONDS),
      FLEET_WATCH_EVERY_MS: '300',
      FLEET_ALERT_QUIET_SECONDS: String(ALERT_QUIET_SECONDS),
    },
  });
  ({ call, adminToken, fixtures } = await signInWithDeviceFixtures(system, address));
  userToken = await registerShopper(call, 'Hazel');
});
after(async () => system?.stop());

describe('staged rollouts', () => {
  it('refuses an unknown version, bad phases and an empty target, each with a message', async () => {
    const { version } = await fixtures.uploadVersion();
    const { station } = await stump();
    const cases: Array<[unknown, RegExp]> = [
      [{ versionId: '00000000-0000-4000-8000-000000000000', stationIds: [station._id] }, /versionId: no version has this id/],
      [{ versionId: version._id, stationIds: [station._id], phases: [50, 10, 100] }, /phases must rise from one to the next/],
      [{ versionId: version._id, stationIds: [station._id], phases: [10, 50] }, /phases must end at 100/],
      [{ versionId: version._id, stationIds: [] }, /The rollout has no stations/],
      [{ versionId: version._id, stationIds: ['00000000-0000-4000-8000-000000000001'] }, /1 of these stations do not exist/],
      [
        { versionId: version._id, stationIds: [station._id], failureThreshold: 101 },
        /failureThreshold must be a whole number from 0 to 100/,
      ],
    ];
    for (const [json, message] of cases) {
      const res = await call(RolloutRoutes.create, { token: adminToken, untypedBody: json });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.message!, message);
    }
    const asShopper = await call(RolloutRoutes.create, { token: userToken, body: { versionId: version._id } });
    assert.equal(asShopper.status, 403);
  });

  it('offers the version phase by phase, advances on success and halts past the threshold', async () => {
    const { version } = await fixtures.uploadVersion();
    const stumps = await Promise.all(Array.from({ length: 10 }, () => stump()));
    const created = await call(RolloutRoutes.create, {
      token: adminToken,
      body: { versionId: version._id, stationIds: stumps.map((s) => s.station._id) },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.status, 'running');
    assert.deepEqual(created.body.phases, [10, 50, 100]);
    assert.equal(created.body.failureThreshold, 10);
    assert.deepEqual(created.body.counts, { pending: 10, downloading: 0, installing: 0, success: 0, failure: 0 });
    const phaseOf = new Map(created.body.stations.map((s) => [s.baseStationId, s.phase]));
    assert.deepEqual(
      [0, 1, 2].map((phase) => [...phaseOf.values()].filter((p) => p === phase).length),
      [1, 4, 5],
    );
    const inPhase = (phase: number) => stumps.filter((s) => phaseOf.get(s.station._id) === phase);
    const offered = async () => {
      const answers = await Promise.all(stumps.map((s) => s.send(DeviceRoutes.nextFirmware, { query: { current: 'v0' } })));
      return stumps.filter((_, index) => answers[index]!.status === 200);
    };

    assert.deepEqual(await offered(), inPhase(0));
    const [first] = inPhase(0);
    const next = await first!.send(DeviceRoutes.nextFirmware, { query: { current: 'v0' } });
    assert.equal(next.body?.tag, version.tag);
    for (const status of ['downloading', 'installing'] as const) {
      assert.equal((await first!.send(DeviceRoutes.firmwareStatus, { body: { status, tag: version.tag } })).status, 200);
    }
    assert.equal((await rollout(created.body._id)).body.counts.installing, 1);
    await first!.send(DeviceRoutes.firmwareStatus, { body: { status: 'success', tag: version.tag } });
    assert.equal((await rollout(created.body._id)).body.phase, 1);
    assert.deepEqual(new Set(await offered()), new Set([...inPhase(0), ...inPhase(1)]));

    for (const s of inPhase(1)) await s.send(DeviceRoutes.firmwareStatus, { body: { status: 'success', tag: version.tag } });
    const third = await rollout(created.body._id);
    assert.equal(third.body.phase, 2);
    assert.equal(third.body.counts.success, 5);

    const [failing, failingToo] = inPhase(2);
    await failing!.send(DeviceRoutes.firmwareStatus, { body: { status: 'failure', tag: version.tag } });
    await failingToo!.send(DeviceRoutes.firmwareStatus, { body: { status: 'failure', tag: version.tag } });
    const halted = await rollout(created.body._id);
    assert.equal(halted.body.status, 'halted');
    assert.equal(halted.body.haltReason, '1 of 6 stations failed to update (16.7%), above the threshold of 10%');
    assert.equal(halted.body.counts.failure, 2, 'a report after the halt is still recorded');
    assert.deepEqual(await offered(), []);
    const mail = await eventually(
      () => mailsAbout(`Rollout of ${version.tag} halted`),
      (found) => found.length > 0,
    );
    assert.equal(mail.length, 1);

    const resumed = await call(RolloutRoutes.resume, { params: { id: created.body._id }, token: adminToken });
    assert.equal(resumed.status, 200);
    assert.equal(resumed.body.status, 'running');
    assert.equal(resumed.body.haltReason, undefined);
    const paused = await call(RolloutRoutes.pause, { params: { id: created.body._id }, token: adminToken });
    assert.equal(paused.body.status, 'paused');
    assert.deepEqual(await offered(), []);
    const again = await call(RolloutRoutes.pause, { params: { id: created.body._id }, token: adminToken });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'A paused rollout cannot be paused');

    const busy = await call(RolloutRoutes.create, {
      token: adminToken,
      body: { versionId: version._id, stationIds: [stumps[0]!.station._id] },
    });
    assert.equal(busy.status, 409);
    assert.match(busy.body.message!, /is already in a rollout: cancel that one first/);

    const cancelled = await call(RolloutRoutes.cancel, { params: { id: created.body._id }, token: adminToken });
    assert.equal(cancelled.body.status, 'cancelled');
    const afterwards = await call(RolloutRoutes.create, {
      token: adminToken,
      body: { versionId: version._id, stationIds: [stumps[0]!.station._id] },
    });
    assert.equal(afterwards.status, 201);
    const listed = await call(RolloutRoutes.list, { token: adminToken });
    assert.ok(listed.body.some((r) => r._id === created.body._id && r.status === 'cancelled'));
  });

  it('counts a stump that already runs the version as updated, and completes', async () => {
    const { version } = await fixtures.uploadVersion();
    const one = await stump();
    const created = await call(RolloutRoutes.create, {
      token: adminToken,
      body: { versionId: version._id, stationIds: [one.station._id], phases: [100] },
    });
    const next = await one.send(DeviceRoutes.nextFirmware, { query: { current: version.tag } });
    assert.equal(next.status, 204);
    const done = await rollout(created.body._id);
    assert.equal(done.body.status, 'completed');
    assert.equal(done.body.counts.success, 1);
  });

  it('lets an assignment on the key win over the rollout', async () => {
    const { version: rolled } = await fixtures.uploadVersion();
    const { version: assigned } = await fixtures.uploadVersion();
    const station = await fixtures.createStation();
    const key = await fixtures.generateKey(station._id);
    await call(RolloutRoutes.create, {
      token: adminToken,
      body: { versionId: rolled._id, stationIds: [station._id], phases: [100] },
    });
    const send = fixtures.device(key.apiKey);
    assert.equal((await send(DeviceRoutes.nextFirmware)).body?.tag, rolled.tag);
    await call(ApiKeyRoutes.assignVersion, { token: adminToken, body: { apiKeyId: key._id, versionId: assigned._id } });
    assert.equal((await send(DeviceRoutes.nextFirmware)).body?.tag, assigned.tag);
  });

  it('asks a stump outside its update window to come back later', async () => {
    const hour = new Date().getUTCHours();
    const start = `${String((hour + 3) % 24).padStart(2, '0')}:00`;
    const end = `${String((hour + 4) % 24).padStart(2, '0')}:00`;
    const { station, send } = await stump({ updateWindow: { start, end } });
    const { version } = await fixtures.uploadVersion();
    await call(RolloutRoutes.create, { token: adminToken, body: { versionId: version._id, stationIds: [station._id] } });
    const next = await send(DeviceRoutes.nextFirmware);
    assert.equal(next.status, 204);
    const retryAfter = Number(next.headers.get('retry-after'));
    assert.ok(retryAfter > 2 * 3600 && retryAfter <= 3 * 3600, `Retry-After ${retryAfter}`);
    assert.deepEqual((await statusOf(station._id)).updateWindow, { start, end });
    const bad = await call(StationRoutes.update, {
      params: { id: station._id },
      token: adminToken,
      body: { ...station, updateWindow: { start: '25:00', end: '04:00' } },
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message!, /updateWindow\.start must be a time HH:MM/);
  });
});

describe('stump health', () => {
  it('keeps the latest health of each heartbeat and tells online, silent and never apart', async () => {
    const { station, send } = await stump();
    const quiet = await fixtures.createStation();
    assert.equal((await statusOf(quiet._id)).state, 'never');
    const beat = await send(DeviceRoutes.heartbeat, {
      body: {
        runningVersion: 'v1.0.0',
        uptimeSeconds: 60,
        batteryPercent: 15,
        temperatureC: 7.5,
        signalDbm: -71,
        freeStorageMb: 512,
        storiesPlayed: 3,
      },
    });
    assert.equal(beat.status, 200, JSON.stringify(beat.body));
    const online = await statusOf(station._id);
    assert.equal(online.state, 'online');
    assert.equal(online.runningVersion, 'v1.0.0');
    assert.ok(online.lastSeenAt);
    assert.deepEqual(
      { ...online.health, at: undefined },
      { at: undefined, batteryPercent: 15, temperatureC: 7.5, signalDbm: -71, freeStorageMb: 512, storiesPlayed: 3 },
    );
    const fleet = await call(FleetRoutes.summary, { token: adminToken });
    assert.equal(fleet.status, 200);
    assert.ok(fleet.body.online >= 1 && fleet.body.never >= 1 && fleet.body.lowBattery >= 1);
    assert.equal(fleet.body.stations, fleet.body.online + fleet.body.silent + fleet.body.never);
    assert.ok(fleet.body.versions.some((v) => v.tag === 'v1.0.0' && v.count >= 1));
    assert.equal((await call(FleetRoutes.summary, { token: userToken })).status, 403);

    await send(DeviceRoutes.heartbeat, {
      body: { runningVersion: 'v1.0.0', uptimeSeconds: 120, batteryPercent: 13, storiesPlayed: 4 },
    });
    const hours = await eventually(
      async () => (await call(StationRoutes.health, { params: { id: station._id }, token: adminToken })).body,
      (found) => found[0]?.samples === 2,
    );
    assert.equal(hours.length, 1);
    assert.deepEqual(
      { ...hours[0], hour: undefined },
      {
        hour: undefined,
        samples: 2,
        batteryMin: 13,
        batteryAvg: 14,
        temperatureAvg: 7.5,
        signalAvg: -71,
        freeStorageMin: 512,
        storiesPlayed: 7,
      },
    );
    assert.equal(new Date(hours[0]!.hour).getUTCMinutes(), 0);

    const refused = await send(DeviceRoutes.heartbeat, {
      untypedBody: { runningVersion: 'v1', uptimeSeconds: 1, batteryPercent: 101 },
    });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message!, /batteryPercent must be a whole number from 0 to 100/);
  });

  it('mails the admins once when a stump falls silent and once when it returns', async () => {
    const { station, send } = await stump({ friendly_name: 'Quiet Glade' });
    // Alone, or in a digest with stumps of other tests that fell silent at the same moment.
    const mailsOf = async (subject: RegExp) =>
      (await outboxMails(system.logDir, `Quiet Glade (${station.base_id})`)).filter((mail) => subject.test(mail));
    const silent = /^Subject: (Stump silent: Quiet Glade|\d+ stumps silent)/m;
    const back = /^Subject: (Stump back: Quiet Glade|\d+ stumps back)/m;
    await send(DeviceRoutes.heartbeat, { body: { runningVersion: 'v1', uptimeSeconds: 1 } });
    const silentMails = await eventually(
      () => mailsOf(silent),
      (found) => found.length > 0,
      15_000,
    );
    assert.equal((await statusOf(station._id)).state, 'silent');
    await send(DeviceRoutes.heartbeat, { body: { runningVersion: 'v1', uptimeSeconds: 5 } });
    assert.equal((await statusOf(station._id)).state, 'online');
    await eventually(
      () => mailsOf(back),
      (found) => found.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal(silentMails.length, 1);
    assert.equal((await mailsOf(silent)).length, 1);
    assert.equal((await mailsOf(back)).length, 1);
    const mail = silentMails[0]!;
    assert.match(mail, new RegExp(`Bcc: ${system.adminEmail}`, 'i'));
  });
});

describe('fleet alerts that come together', () => {
  it('are one mail naming every stump that fell silent together', async () => {
    const stumps = [];
    for (let i = 0; i < 12; i++) stumps.push(await stump({ friendly_name: `Birch Row ${i}` }));
    await Promise.all(
      stumps.map(({ send }) => send(DeviceRoutes.heartbeat, { body: { runningVersion: 'v1', uptimeSeconds: 1 } })),
    );
    const baseIds = stumps.map(({ station }) => station.base_id);
    const mailsNaming = async () =>
      (await outboxMails(system.logDir, 'Birch Row')).filter((mail) => baseIds.some((id) => mail.includes(`(${id})`)));
    await eventually(mailsNaming, (found) => baseIds.every((id) => found.some((mail) => mail.includes(`(${id})`))), 20_000);
    // Nothing more comes for them once their alerts have been quiet a while.
    await new Promise((resolve) => setTimeout(resolve, (ALERT_QUIET_SECONDS + 1) * 1000));
    const found = await mailsNaming();
    assert.equal(found.length, 1, found.map((mail) => /^Subject: .*$/m.exec(mail)?.[0]).join('\n'));
    const digest = found[0]!;
    assert.match(digest, /^Subject: 12 stumps silent$/m);
    assert.match(digest, new RegExp(`Bcc: ${system.adminEmail}`, 'i'));
    for (const [i, id] of baseIds.entries()) assert.ok(digest.includes(`- Birch Row ${i} (${id}), not since `), id);
  });
});

describe('the audit log', () => {
  it('records every admin change with who made it, newest first, a page at a time', async () => {
    const station = await fixtures.createStation({ friendly_name: '<b>Bold</b> Birch' });
    await call(StationRoutes.remove, { params: { id: station._id }, token: adminToken });
    const entries = await eventually(
      async () => (await call(AuditRoutes.list, { query: { type: 'station', limit: '50' }, token: adminToken })).body,
      (found) => found.filter((entry) => entry.target.id === station._id).length === 2,
    );
    const mine = entries.filter((entry) => entry.target.id === station._id);
    assert.deepEqual(
      mine.map((entry) => entry.action),
      ['station.deleted', 'station.created'],
    );
    assert.equal(mine[1]!.summary, `Station ${station.base_id} (<b>Bold</b> Birch) added`);
    assert.equal(mine[0]!.actor.email, system.adminEmail);
    assert.ok(entries.every((entry) => entry.target.type === 'station'));

    const newest = await call(AuditRoutes.list, { query: { limit: '1' }, token: adminToken });
    assert.equal(newest.body.length, 1);
    const older = await call(AuditRoutes.list, {
      query: { limit: '5', before: newest.body[0]!.at },
      token: adminToken,
    });
    assert.ok(older.body.every((entry) => entry.at < newest.body[0]!.at));

    const rowan = await registerShopper(call, 'Rowan');
    const shopper = (await call(IdentityRoutes.me, { token: rowan })).body;
    assert.equal((await call(IdentityRoutes.promote, { params: { id: shopper._id }, token: adminToken })).status, 200);
    await call(CharacterTypeRoutes.append, {
      token: adminToken,
      body: { characterEncryptedType: `enc-${Date.now()}`, characterType: 'Owl' },
    });
    const elsewhere = await eventually(
      async () => (await call(AuditRoutes.list, { query: { limit: '20' }, token: adminToken })).body,
      (found) => found.some((e) => e.action === 'user.promoted') && found.some((e) => e.action === 'characterType.created'),
    );
    assert.equal(elsewhere.find((e) => e.action === 'user.promoted')!.target.id, shopper._id);
    assert.equal(elsewhere.find((e) => e.action === 'characterType.created')!.summary, 'Character type Owl added');
    const byShopper = await call(AuditRoutes.list, { query: { actor: shopper._id }, token: adminToken });
    assert.deepEqual(byShopper.body, []);

    const bad = await call(AuditRoutes.list, { untypedQuery: { type: 'planet' }, token: adminToken });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message!, /type must be one of station/);
    assert.equal((await call(AuditRoutes.list, { token: userToken })).status, 403);
  });
});
