import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  addDays,
  RawEventOps,
  SummaryOps,
  TRACKED_EVENTS_STREAM,
  TRACKED_EVENTS_SUBJECT,
  type AnalyticsSummary,
  type RequestContext,
  type TrackedEvent,
  type TrackedEventsMessage,
} from '@storystump/contracts';
import type { RpcClient } from '@storystump/service-kit';
import {
  eventually,
  openServiceDatabase,
  rpcClientFor,
  rpcFailureOf,
  schemaDrift,
  startSystem,
  type OwnSystem,
} from '@storystump/testing';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { analyticsDatabase } from '../src/database.js';
import { STORE_CONSUMER } from '../src/events/tracked-events.consumer.js';
import { EventRollup } from '../src/rollups/event-rollup.js';

let system: OwnSystem;
let rpc: RpcClient;
let nc: NatsConnection;
let js: JetStreamClient;
let db: pg.Client;
let typeorm: DataSource;

const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });
const shopper = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID() } });

/** A year of the run's own, so the days summed here hold only this run's events. */
const year = 2100 + Math.floor(Math.random() * 800);
const dayOne = `${year}-01-10`;
const dayTwo = `${year}-01-11`;

function tracked(sessionId: string, at: string, fields: Partial<TrackedEvent>): TrackedEvent {
  return {
    id: randomUUID(),
    receivedAt: new Date(at).toISOString(),
    sessionId,
    type: 'pageview',
    timestamp: null,
    page: null,
    url: null,
    deviceCategory: null,
    trafficSource: null,
    country: null,
    error: null,
    event: null,
    interaction: null,
    isExit: false,
    utmCampaign: null,
    isBot: false,
    extra: null,
    ...fields,
  };
}

/** The figures of a range nothing happened in. */
const nothingIn = (startDate: string, endDate: string): AnalyticsSummary['previous'] => ({
  startDate,
  endDate,
  pageViews: 0,
  uniqueVisitors: 0,
  bounceRate: 0,
  avgSessionDuration: 0,
  pagesPerSession: 0,
  bots: 0,
});

const publish = (event: TrackedEvent, msgID = event.id) => js.publish(TRACKED_EVENTS_SUBJECT, JSON.stringify(event), { msgID });

async function storedCount(ids: string[]): Promise<number> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM analytics.events WHERE id = ANY($1::uuid[])`, [ids]);
  return rows[0].n;
}

/** Four sessions over two days, whose figures are worked out by hand below. */
function knownSessions(): TrackedEvent[] {
  const [s1, s2, s3, s4] = ['s1', 's2', 's3', 's4'].map((s) => `${s}-${randomUUID().slice(0, 8)}`);
  const desktop = { deviceCategory: 'desktop', trafficSource: 'direct', country: 'GB' };
  const mobile = { deviceCategory: 'mobile', trafficSource: 'search', country: 'US' };
  return [
    // s1: two pages in a minute, then leaves from /shop.
    tracked(s1!, `${dayOne}T10:00:00Z`, { page: '/', ...desktop }),
    tracked(s1!, `${dayOne}T10:00:30Z`, { page: '/shop', ...desktop }),
    tracked(s1!, `${dayOne}T10:00:40Z`, {
      type: 'interaction',
      page: '/shop',
      interaction: { elementType: 'button', text: 'Add to Basket' },
    }),
    tracked(s1!, `${dayOne}T10:01:00Z`, { page: '/shop', url: 'http://localhost/shop', isExit: true }),
    // s2: one page, leaves ten seconds later: a bounce.
    tracked(s2!, `${dayOne}T11:00:00Z`, { page: '/', ...mobile }),
    tracked(s2!, `${dayOne}T11:00:10Z`, { page: '/', isExit: true }),
    // s3: one page and nothing else, from a phone via social, country unknown.
    tracked(s3!, `${dayOne}T12:00:00Z`, { page: '/contact', deviceCategory: 'mobile', trafficSource: 'social' }),
    // s4, the next day: three pages in three minutes on a tablet.
    tracked(s4!, `${dayTwo}T09:00:00Z`, { page: '/', deviceCategory: 'tablet', trafficSource: 'direct', country: 'GB' }),
    tracked(s4!, `${dayTwo}T09:02:00Z`, { page: '/shop' }),
    tracked(s4!, `${dayTwo}T09:03:00Z`, { page: '/' }),
  ];
}

const expectedSummary: AnalyticsSummary = {
  pageViews: 7,
  uniqueVisitors: 4,
  bounceRate: 50,
  avgSessionDuration: (60_000 + 10_000 + 0 + 180_000) / 4,
  pagesPerSession: 1.75,
  deviceStats: [
    { _id: 'mobile', count: 2 },
    { _id: 'desktop', count: 1 },
    { _id: 'tablet', count: 1 },
  ],
  trafficSources: [
    { _id: 'direct', count: 2 },
    { _id: 'search', count: 1 },
    { _id: 'social', count: 1 },
  ],
  locationStats: [
    { _id: 'GB', count: 2 },
    { _id: 'US', count: 1 },
    { _id: 'unknown', count: 1 },
  ],
  topPages: [
    { _id: '/', totalViews: 4, uniqueViews: 3, exitRate: 25 },
    { _id: '/shop', totalViews: 2, uniqueViews: 2, exitRate: 50 },
    { _id: '/contact', totalViews: 1, uniqueViews: 1, exitRate: 0 },
  ],
  dailyPageViews: [
    { _id: dayOne, count: 4 },
    { _id: dayTwo, count: 3 },
  ],
  bots: 0,
  campaigns: [],
  previous: nothingIn(`${year}-01-08`, `${year}-01-09`),
};

const summaryOf = (startDate: string, endDate: string) => rpc.send(SummaryOps.get.subject, admin(), { startDate, endDate });
async function pendingCount(ids: string[]): Promise<number> {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM analytics.pending_events WHERE id = ANY($1::uuid[])`, [ids]);
  return rows[0].n;
}
/** The scheduled job's own work, run here rather than waited for. */
const rollUp = () => new EventRollup(typeorm).rollPending();

before(async () => {
  // The schedule waits a minute here, so a test sees the days before they are rolled up.
  system = await startSystem({ settings: { ANALYTICS_ROLLUP_EVERY_MS: '60000', ANALYTICS_BATCH_SIZE: '50', LOG_LEVEL: 'warn' } });
  rpc = rpcClientFor(system.settings, 'analytics-test');
  nc = await connect({ servers: system.settings.NATS_URL });
  js = jetstream(nc);
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  typeorm = await openServiceDatabase(analyticsDatabase, system.settings.DATABASE_URL!);
});
after(async () => {
  await typeorm?.destroy();
  await db?.end();
  await nc?.close();
  await rpc?.close();
  await system?.stop();
});

describe('analytics over NATS', () => {
  it('answers its health check with its database, NATS and Redis up', async () => {
    assert.deepEqual(await rpc.health('analytics'), {
      service: 'analytics',
      status: 'ok',
      checks: { database: 'ok', nats: 'ok', redis: 'ok' },
    });
  });

  it('has migrations that match its entities exactly', async () => {
    assert.deepEqual(await schemaDrift(typeorm), []);
  });

  it('summarises known sessions exactly, before the rollup and after it', async () => {
    const events = knownSessions();
    for (const event of events) await publish(event);
    await eventually(
      () => storedCount(events.map((e) => e.id)),
      (n) => n === events.length,
      15_000,
    );
    const ids = events.map((e) => e.id);
    assert.equal(await pendingCount(ids), events.length, 'every event waits for the rollup');
    assert.deepEqual(await summaryOf(dayOne, dayTwo), expectedSummary);

    const rolled = await rollUp();
    assert.ok(rolled.days.includes(dayOne) && rolled.days.includes(dayTwo));
    assert.ok(rolled.events >= events.length);
    assert.equal(await pendingCount(ids), 0);
    assert.deepEqual(await summaryOf(dayOne, dayTwo), expectedSummary);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM analytics.session_days WHERE day BETWEEN $1 AND $2`, [
      dayOne,
      dayTwo,
    ]);
    assert.equal(rows[0].n, 4, 'one row per session and day');
  });

  it('merges a session rolled up in parts, in the summary before the rollup and after it', async () => {
    const day = `${year}-01-20`;
    const session = `parts-${randomUUID().slice(0, 8)}`;
    // First part: an event and one page, neither saying the device, source or country.
    const first = [
      tracked(session, `${day}T10:00:00Z`, { type: 'event', event: 'app-start' }),
      tracked(session, `${day}T10:00:30Z`, { page: '/' }),
    ];
    for (const event of first) await publish(event);
    await eventually(
      () => storedCount(first.map((e) => e.id)),
      (n) => n === first.length,
      15_000,
    );
    await rollUp();
    const partOne = await summaryOf(day, day);
    assert.deepEqual(
      [partOne.pageViews, partOne.uniqueVisitors, partOne.bounceRate, partOne.avgSessionDuration, partOne.deviceStats],
      [1, 1, 100, 30_000, [{ _id: 'unknown', count: 1 }]],
    );

    // Second part: the same page again (not a new unique view), a second page and the exit from it.
    const second = [
      tracked(session, `${day}T10:01:00Z`, { page: '/', deviceCategory: 'tablet', trafficSource: 'direct', country: 'FR' }),
      tracked(session, `${day}T10:02:00Z`, { page: '/map' }),
      tracked(session, `${day}T10:03:00Z`, { page: '/map', isExit: true }),
    ];
    for (const event of second) await publish(event);
    await eventually(
      () => storedCount(second.map((e) => e.id)),
      (n) => n === second.length,
      15_000,
    );
    const whole: AnalyticsSummary = {
      pageViews: 3,
      uniqueVisitors: 1,
      bounceRate: 0,
      avgSessionDuration: 180_000,
      pagesPerSession: 3,
      deviceStats: [{ _id: 'tablet', count: 1 }],
      trafficSources: [{ _id: 'direct', count: 1 }],
      locationStats: [{ _id: 'FR', count: 1 }],
      topPages: [
        { _id: '/', totalViews: 2, uniqueViews: 1, exitRate: 0 },
        { _id: '/map', totalViews: 1, uniqueViews: 1, exitRate: 100 },
      ],
      dailyPageViews: [{ _id: day, count: 3 }],
      bots: 0,
      campaigns: [],
      previous: nothingIn(addDays(day, -1), addDays(day, -1)),
    };
    assert.deepEqual(await summaryOf(day, day), whole, 'the pending part merged on the spot');
    await rollUp();
    assert.deepEqual(await summaryOf(day, day), whole, 'the same once rolled up');
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM analytics.day_dimensions WHERE day = $1`, [day]);
    assert.equal(rows[0].n, 3, 'no dimension left counting nothing');
  });

  it('counts bots apart, in no other figure, and sessions by the campaign their first page named', async () => {
    const day = `${year}-07-14`;
    const [human, bot] = [`utm-${randomUUID()}`, `bot-${randomUUID()}`];
    const events = [
      tracked(human, `${day}T08:00:00Z`, { page: '/', trafficSource: 'acorn-news', utmCampaign: 'spring-sale' }),
      tracked(human, `${day}T08:01:00Z`, { page: '/shop' }),
      tracked(bot, `${day}T08:02:00Z`, { page: '/', isBot: true }),
      tracked(bot, `${day}T08:03:00Z`, { page: '/crawl', isBot: true, utmCampaign: 'spring-sale' }),
      tracked(bot, `${day}T08:04:00Z`, { type: 'error', error: 'x', isBot: true }),
    ];
    for (const event of events) await publish(event);
    await eventually(
      () => storedCount(events.map((e) => e.id)),
      (n) => n === events.length,
      15_000,
    );
    const expected: AnalyticsSummary = {
      pageViews: 2,
      uniqueVisitors: 1,
      bounceRate: 0,
      avgSessionDuration: 60_000,
      pagesPerSession: 2,
      deviceStats: [{ _id: 'unknown', count: 1 }],
      trafficSources: [{ _id: 'acorn-news', count: 1 }],
      locationStats: [{ _id: 'unknown', count: 1 }],
      topPages: [
        { _id: '/', totalViews: 1, uniqueViews: 1, exitRate: 0 },
        { _id: '/shop', totalViews: 1, uniqueViews: 1, exitRate: 0 },
      ],
      dailyPageViews: [{ _id: day, count: 2 }],
      bots: 3,
      campaigns: [{ _id: 'spring-sale', count: 1 }],
      previous: nothingIn(addDays(day, -1), addDays(day, -1)),
    };
    assert.deepEqual(await summaryOf(day, day), expected, 'before the rollup');
    await rollUp();
    assert.deepEqual(await summaryOf(day, day), expected, 'after it');
    const listed = await rpc.send(RawEventOps.list.subject, admin(), { startDate: day, endDate: day, limit: 10 });
    assert.deepEqual(
      listed.filter((event) => event.sessionId === bot).map((event) => event.isBot),
      [true, true, true],
      'the raw events keep what a bot sent, marked',
    );
  });

  it('gives the figures of the range of the same length just before, computed as by hand', async () => {
    // Asked: the 20th and 21st. Before them: the 18th (one session of two pages over 30 s) and the 19th (one of one page).
    const [a, b, c] = [`prev-${randomUUID()}`, `prev-${randomUUID()}`, `prev-${randomUUID()}`];
    const events = [
      tracked(a, `${year}-08-18T10:00:00Z`, { page: '/' }),
      tracked(a, `${year}-08-18T10:00:30Z`, { page: '/shop' }),
      tracked(b, `${year}-08-19T11:00:00Z`, { page: '/map' }),
      tracked(c, `${year}-08-20T12:00:00Z`, { page: '/' }),
      tracked(c, `${year}-08-17T12:00:00Z`, { isBot: true, page: '/' }),
    ];
    for (const event of events) await publish(event);
    await eventually(
      () => storedCount(events.map((e) => e.id)),
      (n) => n === events.length,
      15_000,
    );
    const summary = await summaryOf(`${year}-08-20`, `${year}-08-21`);
    assert.deepEqual(summary.previous, {
      startDate: `${year}-08-18`,
      endDate: `${year}-08-19`,
      pageViews: 3,
      uniqueVisitors: 2,
      bounceRate: 50,
      avgSessionDuration: (30_000 + 0) / 2,
      pagesPerSession: 1.5,
      bots: 0,
    });
    assert.deepEqual([summary.pageViews, summary.uniqueVisitors], [1, 1]);
    const week = await summaryOf(`${year}-08-21`, `${year}-08-27`);
    assert.deepEqual(
      [week.previous.startDate, week.previous.endDate, week.previous.pageViews],
      [`${year}-08-14`, `${year}-08-20`, 4],
    );
    assert.equal(week.previous.bots, 1);
  });

  it('sums only the days asked for', async () => {
    const second = await summaryOf(dayTwo, dayTwo);
    assert.equal(second.pageViews, 3);
    assert.equal(second.uniqueVisitors, 1);
    assert.equal(second.bounceRate, 0);
    assert.deepEqual(second.dailyPageViews, [{ _id: dayTwo, count: 3 }]);
  });

  it('stores an event delivered twice once', async () => {
    const event = tracked(`dup-${randomUUID()}`, `${year}-02-01T08:00:00Z`, { page: '/map' });
    await publish(event);
    await publish(event, randomUUID()); // past JetStream's own dedupe: as if redelivered after a crash
    await eventually(
      () => storedCount([event.id]),
      (n) => n === 1,
      15_000,
    );
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(await storedCount([event.id]), 1);
    assert.equal((await summaryOf(`${year}-02-01`, `${year}-02-01`)).pageViews, 1, 'counted once');
  });

  it('stores every event of a message of many, and each once when the message comes again', async () => {
    const session = `many-${randomUUID()}`;
    const events = Array.from({ length: 40 }, (_, i) =>
      tracked(session, `${year}-02-02T08:${String(i).padStart(2, '0')}:00Z`, { page: `/p${i % 4}` }),
    );
    const message = JSON.stringify({ events } satisfies TrackedEventsMessage);
    await js.publish(TRACKED_EVENTS_SUBJECT, message, { msgID: events[0]!.id });
    await js.publish(TRACKED_EVENTS_SUBJECT, message, { msgID: randomUUID() }); // as if redelivered after a crash
    await eventually(
      () => storedCount(events.map((e) => e.id)),
      (n) => n === events.length,
      15_000,
    );
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(await storedCount(events.map((e) => e.id)), events.length);
    assert.equal((await summaryOf(`${year}-02-02`, `${year}-02-02`)).pageViews, events.length, 'each counted once');
  });

  it('lists the newest events of the range first, with their extra fields, at most the limit', async () => {
    const session = `list-${randomUUID()}`;
    const events = [1, 2, 3].map((minute) =>
      tracked(session, `${year}-03-05T10:0${minute}:00Z`, { page: `/p${minute}`, extra: { campaign: `c${minute}` } }),
    );
    for (const event of events) await publish(event);
    await eventually(
      () => storedCount(events.map((e) => e.id)),
      (n) => n === 3,
      15_000,
    );
    const listed = await rpc.send(RawEventOps.list.subject, admin(), {
      startDate: `${year}-03-05`,
      endDate: `${year}-03-05`,
      limit: 2,
    });
    assert.deepEqual(
      listed.map((e) => [e.page, e.campaign]),
      [
        ['/p3', 'c3'],
        ['/p2', 'c2'],
      ],
    );
    assert.equal(listed[0]!.sessionId, session);
  });

  it('stores every good event around poisoned ones, sets those aside as dead letters, and never stalls', async () => {
    const session = `poison-${randomUUID()}`;
    const good = Array.from({ length: 1000 }, (_, i) =>
      tracked(session, new Date(Date.UTC(year, 5, 1, 0, 0, 0, i)).toISOString(), { page: `/p${i % 5}` }),
    );
    const at = new Date(Date.UTC(year, 5, 1)).toISOString();
    // What the gateway refuses, published straight to the stream: each refused by PostgreSQL.
    const poisoned = [
      tracked(session, at, { extra: { 'key\u0000': 1 } }),
      tracked(session, at, { page: 'a\u0000b' }),
      tracked(session, at, { extra: { note: '\uD800' } }),
    ];
    const unbelievable = tracked(session, at, { timestamp: new Date(8.64e15).toISOString() });
    const messages = Array.from({ length: 10 }, (_, m) => good.slice(m * 100, m * 100 + 100) as TrackedEvent[]);
    messages[2]!.splice(40, 0, poisoned[0]!);
    messages[5]!.splice(0, 0, poisoned[1]!);
    messages[9]!.push(poisoned[2]!);
    for (const events of messages) {
      await js.publish(TRACKED_EVENTS_SUBJECT, JSON.stringify({ events }), { msgID: randomUUID() });
    }
    await js.publish(TRACKED_EVENTS_SUBJECT, JSON.stringify(unbelievable), { msgID: unbelievable.id });
    const notJson = randomUUID();
    await js.publish(TRACKED_EVENTS_SUBJECT, '{"events": [', { msgID: notJson });

    await eventually(
      () => storedCount(good.map((e) => e.id)),
      (n) => n === good.length,
      30_000,
    );
    const letters = await eventually(
      async () => (await rpc.deadLetters('analytics', admin(), { limit: 500 })).letters,
      (list) => [...poisoned, unbelievable].every((e) => list.some((letter) => letter.eventId === e.id)),
      15_000,
    );
    assert.ok(letters.some((letter) => letter.eventId === notJson && letter.reason === 'The message is not JSON'));
    const ours = letters.filter((letter) => [...poisoned, unbelievable].some((e) => e.id === letter.eventId));
    assert.equal(ours.length, 4, 'each set aside once');
    for (const letter of ours) {
      assert.equal(letter.consumer, STORE_CONSUMER);
      assert.equal(letter.service, 'analytics');
      assert.ok(letter.reason.length > 0);
    }
    assert.match(ours.find((l) => l.eventId === unbelievable.id)!.reason, /timestamp/);
    assert.equal(await storedCount([...poisoned, unbelievable].map((e) => e.id)), 0);
    const jsm = await jetstreamManager(nc);
    await eventually(
      () => jsm.consumers.info(TRACKED_EVENTS_STREAM, STORE_CONSUMER),
      (info) => info.num_pending === 0 && info.num_ack_pending === 0,
      15_000,
    );
    // The stream flows on: an event published after them is stored at once.
    const after = tracked(session, at, { page: '/after' });
    await publish(after);
    await eventually(
      () => storedCount([after.id]),
      (n) => n === 1,
      15_000,
    );
  });

  it('lists dead letters to admins only', async () => {
    const refused = await rpcFailureOf(rpc.deadLetters('analytics', shopper(), { limit: 10 }));
    assert.equal(refused.status, 403);
  });

  it('refuses a shopper', async () => {
    const summary = await rpcFailureOf(rpc.send(SummaryOps.get.subject, shopper(), { startDate: dayOne, endDate: dayTwo }));
    const events = await rpcFailureOf(
      rpc.send(RawEventOps.list.subject, shopper(), { startDate: dayOne, endDate: dayTwo, limit: 10 }),
    );
    assert.deepEqual([summary.status, events.status], [403, 403]);
  });

  it('loses nothing and stores nothing twice when killed mid-stream', async () => {
    const session = `crash-${randomUUID()}`;
    const events = Array.from({ length: 3000 }, (_, i) =>
      tracked(session, new Date(Date.UTC(year, 4, 1, 0, 0, 0, i)).toISOString(), { page: `/p${i % 7}` }),
    );
    const publishing = (async () => {
      for (let i = 0; i < events.length; i += 100) await Promise.all(events.slice(i, i + 100).map((e) => publish(e)));
    })();
    await eventually(
      () => storedCount(events.map((e) => e.id)),
      (n) => n >= 200,
      15_000,
    );
    await system.stopProcess('analytics', 'SIGKILL');
    await publishing;
    const atKill = await storedCount(events.map((e) => e.id));
    assert.ok(atKill < events.length, `killed mid-stream (${atKill} of ${events.length} stored)`);
    system.startProcess('analytics');
    await eventually(
      () => storedCount(events.map((e) => e.id)),
      (n) => n === events.length,
      60_000,
    );
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM analytics.events WHERE session_id = $1`, [session]);
    assert.equal(rows[0].n, events.length);
    const day = `${year}-05-01`;
    assert.equal((await summaryOf(day, day)).pageViews, events.length, 'each counted once');
  });
});
