import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  addDays,
  CharacterRoutes,
  CharacterTypeRoutes,
  DeviceRoutes,
  HostRoutes,
  IdentityRoutes,
  MissionRoutes,
  REPORTS_THAT_REST_A_STUMP,
  ReportRoutes,
  type HostPortal,
  type HostView,
} from '@storystump/contracts';
import { eventually, outboxMails, startSystem, testClientAddress, type OwnSystem, type ApiCall } from '@storystump/testing';
import pg from 'pg';
import { signInWithDeviceFixtures, type deviceFixtures } from './device-fixtures.js';
import { registerShopper } from './sessions.js';

let system: OwnSystem;
let call: ApiCall;
let adminToken: string;
let userToken: string;
let fixtures: ReturnType<typeof deviceFixtures>;
let db: pg.Client;
const address = testClientAddress();

const today = () => new Date().toISOString().slice(0, 10);
const tokenOf = (host: HostView) => host.portalUrl.split('/host/')[1]!;

async function createHost(name: string, stationIds: string[], email = `host-${randomUUID().slice(0, 8)}@example.test`) {
  const res = await call(HostRoutes.create, { token: adminToken, body: { name, email, stationIds } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body;
}

/** Visits as the footfall counter keeps them: per station and day, and per station and hour. */
async function visits(stationId: string, day: string, byHour: Record<number, number>) {
  const total = Object.values(byHour).reduce((sum, count) => sum + count, 0);
  await db.query(
    `INSERT INTO analytics.footfall_days (day, station_id, visits) VALUES ($1, $2, $3)
     ON CONFLICT (day, station_id) DO UPDATE SET visits = footfall_days.visits + excluded.visits`,
    [day, stationId, total],
  );
  for (const [hour, count] of Object.entries(byHour)) {
    await db.query(
      `INSERT INTO analytics.footfall_hours (hour, station_id, visits) VALUES ($1::timestamptz, $2, $3)
       ON CONFLICT (hour, station_id) DO UPDATE SET visits = footfall_hours.visits + excluded.visits`,
      [`${day}T${String(hour).padStart(2, '0')}:00:00Z`, stationId, count],
    );
  }
}

const portalOf = (token: string, startDate: string, endDate: string) =>
  call(HostRoutes.portal, { params: { token }, query: { startDate, endDate } });

/** Every count a portal answer holds, wherever it is. */
const countsIn = (portal: HostPortal) => [
  ...Object.values(portal.totals),
  ...portal.stumps.flatMap((stump) => [
    stump.visits,
    stump.previousVisits,
    stump.storiesPlayed,
    ...stump.days.map((d) => d.visits),
  ]),
  ...portal.busiestHours.map((row) => row.visits),
  ...portal.busiestWeekdays.map((row) => row.visits),
];

/** A new family's character of a type of its own, and the family's token. */
async function familyCharacter() {
  const family = await registerShopper(call, 'Hazel');
  const me = await call(IdentityRoutes.me, { token: family });
  const type = await call(CharacterTypeRoutes.append, {
    token: adminToken,
    body: { characterEncryptedType: `enc-${randomUUID()}`, characterType: `owl-${randomUUID().slice(0, 8)}` },
  });
  const created = await call(CharacterRoutes.create, {
    token: adminToken,
    body: { encryptedCharacterType: type.body.characterEncryptedType, serialNumber: `SN-${randomUUID().slice(0, 8)}` },
  });
  const assigned = await call(CharacterRoutes.assign, {
    token: adminToken,
    body: { serialNumber: created.body.serialNumber, userId: me.body._id },
  });
  assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
  return { family, character: assigned.body, characterType: type.body.characterType };
}

async function visit(stationId: string, serialNumber: string) {
  const res = await call(CharacterRoutes.addVisit, {
    params: { baseStationId: stationId },
    token: adminToken,
    body: { serialNumber },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
}

before(async () => {
  system = await startSystem({ settings: { HOST_REPORT_EVERY_MS: '1000' } });
  ({ call, adminToken, fixtures } = await signInWithDeviceFixtures(system, address));
  userToken = await registerShopper(call, 'Bramble');
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await system?.stop();
});

describe('hosts', () => {
  it('refuses bad input with a message naming the problem, and anyone but an admin', async () => {
    const station = await fixtures.createStation();
    const cases: Array<[unknown, string]> = [
      [{ name: 'Park', email: 'not-an-address', stationIds: [station._id] }, 'email must be a valid e-mail address'],
      [{ name: '', email: 'park@example.test', stationIds: [] }, 'name is required'],
      [{ name: 'Park', email: 'park@example.test', stationIds: ['nope'] }, 'stationIds.0 must be a valid id'],
      [
        { name: 'Park', email: 'park@example.test', stationIds: ['00000000-0000-4000-8000-000000000001'] },
        'stationIds: 1 of these stations do not exist',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(HostRoutes.create, { token: adminToken, untypedBody: body });
      assert.deepEqual([res.status, res.body.message], [400, message], JSON.stringify(body));
    }
    const asShopper = await call(HostRoutes.create, {
      token: userToken,
      body: { name: 'Park', email: 'park@example.test', stationIds: [] },
    });
    assert.equal(asShopper.status, 403);
    assert.equal((await call(HostRoutes.list, {})).status, 401);
    const badToken = await portalOf('not-a-token', today(), today());
    assert.deepEqual([badToken.status, badToken.body.message], [400, 'token must be the token of a host link']);
  });

  it('shows a host its own stumps only, never a serial, and no count from 1 to 4', async () => {
    const oak = await fixtures.createStation({ friendly_name: 'Oak stump, Heath' });
    const ash = await fixtures.createStation({ friendly_name: 'Ash stump, Heath' });
    const other = await fixtures.createStation({ friendly_name: `Elsewhere ${randomUUID().slice(0, 6)}` });
    const heath = await createHost('Hampstead Heath', [oak._id, ash._id]);
    await createHost('Elsewhere Park', [other._id]);
    assert.match(heath.portalUrl, /\/host\/[0-9a-f-]{36}\.1\.[A-Za-z0-9_-]{43}$/);

    const yesterday = addDays(today(), -1);
    await visits(oak._id, yesterday, { 9: 6, 10: 2 });
    await visits(oak._id, today(), { 9: 3 });
    await visits(ash._id, yesterday, { 16: 3 });
    await visits(other._id, yesterday, { 9: 40 });
    await visits(oak._id, addDays(today(), -3), { 12: 5 });
    const { apiKey } = await fixtures.generateKey(oak._id);
    const beat = await fixtures.device(apiKey)(DeviceRoutes.heartbeat, {
      body: { runningVersion: 'v1.0.0', uptimeSeconds: 60, storiesPlayed: 1234 },
    });
    assert.equal(beat.status, 200, JSON.stringify(beat.body));

    const res = await portalOf(tokenOf(heath), yesterday, today());
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const portal = res.body;
    assert.equal(portal.host.name, 'Hampstead Heath');
    assert.deepEqual(portal.previous, { startDate: addDays(today(), -3), endDate: addDays(today(), -2) });
    assert.deepEqual(
      portal.stumps.map((stump) => [stump.name, stump.state, stump.visits, stump.previousVisits, stump.storiesPlayed]),
      [
        [
          'Oak stump, Heath',
          'working',
          { count: 11, suppressed: false },
          { count: 5, suppressed: false },
          { count: 1234, suppressed: false },
        ],
        [
          'Ash stump, Heath',
          'resting',
          { count: null, suppressed: true },
          { count: 0, suppressed: false },
          { count: 0, suppressed: false },
        ],
      ],
    );
    assert.deepEqual(portal.stumps[0]!.days, [
      { day: yesterday, visits: { count: 8, suppressed: false } },
      { day: today(), visits: { count: null, suppressed: true } },
    ]);
    assert.deepEqual(portal.busiestHours[9]!.visits, { count: 9, suppressed: false });
    assert.deepEqual(portal.busiestHours[10]!.visits, { count: null, suppressed: true });
    assert.deepEqual(portal.busiestHours[16]!.visits, { count: null, suppressed: true });
    assert.deepEqual(portal.totals.visits, { count: 14, suppressed: false });
    const counts = countsIn(portal).map((count) => count.count);
    assert.deepEqual(
      counts.filter((count) => count !== null && count > 0 && count < 5),
      [],
    );
    // The station ids (the public map's too) are what a problem is reported with; nothing else of a stump is.
    assert.deepEqual(
      portal.stumps.map((stump) => [stump.stationId, Object.keys(stump).sort()]),
      [oak._id, ash._id].map((id) => [id, ['days', 'name', 'previousVisits', 'state', 'stationId', 'storiesPlayed', 'visits']]),
    );
    const text = JSON.stringify(portal);
    for (const hidden of [other.friendly_name, other._id, oak.base_id, ash.base_id, 'base_id', 'serial', 'character', 'family']) {
      assert.ok(!text.includes(hidden), `the portal shows ${hidden}`);
    }
  });

  it('stops opening a link once it is replaced or its host deleted', async () => {
    const station = await fixtures.createStation();
    const host = await createHost('Beech Wood', [station._id]);
    const first = tokenOf(host);
    assert.equal((await portalOf(first, today(), today())).status, 200);

    const replaced = await call(HostRoutes.replaceLink, { token: adminToken, params: { id: host._id } });
    assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
    const second = tokenOf(replaced.body);
    assert.notEqual(second, first);
    const old = await portalOf(first, today(), today());
    assert.deepEqual([old.status, old.body.message], [404, 'This link is not valid: ask for a new one']);
    const forged = await portalOf(`${first.slice(0, -3)}AAA`, today(), today());
    assert.equal(forged.status, 404);
    assert.equal((await portalOf(second, today(), today())).status, 200);

    const listed = await call(HostRoutes.list, { token: adminToken });
    assert.equal(listed.body.find((row) => row._id === host._id)?.portalUrl, replaced.body.portalUrl);
    const renamed = await call(HostRoutes.update, {
      token: adminToken,
      params: { id: host._id },
      body: { name: 'Beech Wood North', email: host.email, stationIds: [] },
    });
    assert.deepEqual([renamed.status, renamed.body.name, renamed.body.stationIds], [200, 'Beech Wood North', []]);

    assert.equal((await call(HostRoutes.remove, { token: adminToken, params: { id: host._id } })).status, 200);
    assert.equal((await portalOf(second, today(), today())).status, 404);
    assert.equal((await call(HostRoutes.remove, { token: adminToken, params: { id: host._id } })).status, 404);
  });

  it("answers the badge as an SVG with the month's stories, kept with an ETag", async () => {
    const station = await fixtures.createStation();
    const host = await createHost('Willow Green', [station._id]);
    const { apiKey } = await fixtures.generateKey(station._id);
    await fixtures.device(apiKey)(DeviceRoutes.heartbeat, {
      body: { runningVersion: 'v1.0.0', uptimeSeconds: 60, storiesPlayed: 1234 },
    });
    const url = `${system.baseUrl}/api/hosts/portal/${tokenOf(host)}/badge.svg`;
    const res = await fetch(url);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type')!, /^image\/svg\+xml/);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=60');
    const svg = await res.text();
    assert.match(svg, /<title>1,234 stories heard here this month<\/title>/);
    const etag = res.headers.get('etag')!;
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);

    const quiet = await createHost('Quiet Corner', [(await fixtures.createStation())._id]);
    const quietSvg = await (await fetch(`${system.baseUrl}/api/hosts/portal/${tokenOf(quiet)}/badge.svg`)).text();
    assert.match(quietSvg, /0 stories heard here this month/);
    const unknown = await fetch(`${system.baseUrl}/api/hosts/portal/${randomUUID()}.1.${'A'.repeat(43)}/badge.svg`);
    assert.equal(unknown.status, 404);
  });

  it("mails each host its last month's report once, with the chart and its portal's link", async () => {
    const station = await fixtures.createStation({ friendly_name: 'Hazel stump' });
    const lastMonth = addDays(`${today().slice(0, 7)}-01`, -1);
    await visits(station._id, lastMonth, { 11: 25 });
    const email = `reports-${randomUUID().slice(0, 8)}@example.test`;
    const host = await createHost('Hazel Meadow', [station._id], email);
    const month = new Date(`${lastMonth}T00:00:00Z`).toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const mails = await eventually(
      () => outboxMails(system.logDir, `To: ${email}`),
      (found) => found.length > 0,
      20_000,
    );
    const mail = mails[0]!;
    assert.match(mail, new RegExp(`Subject: Your stumps in ${month}`));
    assert.match(mail, /Visits: 25 \(the month before: 0\)/);
    assert.match(mail, /Hazel stump \(resting\): 25 visits, 0 stories played/);
    assert.match(mail, /Busiest hour: 11:00 to 12:00 UTC/);
    assert.ok(mail.includes(host.portalUrl), 'the mail links to the portal');
    assert.match(mail, /Content-Type: image\/svg\+xml/);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal((await outboxMails(system.logDir, `To: ${email}`)).length, 1);
  });

  it('counts the hosts of the stumps a character visited in its diary, and advances a distinctHosts mission', async () => {
    const [oak, ash, elm, lone] = await Promise.all(
      ['Oak', 'Ash', 'Elm', 'Lone'].map((name) => fixtures.createStation({ friendly_name: `${name} stump, diary` })),
    );
    await createHost('Diary Heath', [oak!._id, ash!._id]);
    await createHost('Diary Wood', [elm!._id]);
    const { family, character, characterType } = await familyCharacter();
    const goal = await call(MissionRoutes.create, {
      token: adminToken,
      body: {
        title: `Two hosts ${randomUUID().slice(0, 6)}`,
        description: 'Visit the stumps of two hosts',
        rule: { kind: 'distinctHosts', count: 2 },
        characterType,
      },
    });
    assert.equal(goal.status, 201, JSON.stringify(goal.body));
    const diary = async () => {
      const res = await call(CharacterRoutes.diary, { params: { id: character._id }, token: family });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body;
    };

    await visit(oak!._id, character.serialNumber);
    await visit(ash!._id, character.serialNumber);
    await visit(lone!._id, character.serialNumber);
    const oneHost = await diary();
    assert.deepEqual([oneHost.stumps, oneHost.hosts], [3, 1], 'two stumps of one host, and one of none');
    assert.deepEqual(
      oneHost.missions.filter((m) => m._id === goal.body._id).map((m) => [m.progress, m.goal, m.completedAt]),
      [[1, 2, null]],
    );

    await visit(elm!._id, character.serialNumber);
    const twoHosts = await eventually(diary, (found) =>
      found.missions.some((m) => m._id === goal.body._id && m.completedAt !== null),
    );
    assert.deepEqual([twoHosts.stumps, twoHosts.hosts], [4, 2]);
    assert.equal(twoHosts.missions.find((m) => m._id === goal.body._id)?.progress, 2);
  });

  it("mails a resting stump's host once for the incident", async () => {
    const name = `Rowan stump ${randomUUID().slice(0, 6)}`;
    const station = await fixtures.createStation({ friendly_name: name });
    const email = `resting-${randomUUID().slice(0, 8)}@example.test`;
    await createHost('Rowan Green', [station._id], email);
    for (let n = 0; n < REPORTS_THAT_REST_A_STUMP + 1; n++) {
      const res = await call(ReportRoutes.create, {
        params: { id: station._id },
        body: { category: 'damaged', message: `The lid is cracked (${n + 1})` },
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
    const mails = await eventually(
      () => outboxMails(system.logDir, `Subject: Your stump is resting: ${name}`),
      (found) => found.length > 0,
      30_000,
    );
    assert.match(mails[0]!, new RegExp(`To: ${email}`));
    assert.match(mails[0]!, /Visitors have reported a problem with it/);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal((await outboxMails(system.logDir, `Subject: Your stump is resting: ${name}`)).length, 1, 'mailed once');
  });
});
