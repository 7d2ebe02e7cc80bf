import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, headers } from '@nats-io/transport-node';
import {
  ExportOps,
  EXPORT_STOP_HEADER,
  MAX_EVENTS_PAGE,
  TRACKED_EVENTS_SUBJECT,
  type AnalyticsEventView,
  type AnalyticsSummary,
  type TrackedEvent,
  type TrackedEventsMessage,
  AnalyticsRoutes,
  OperationsRoutes,
} from '@storystump/contracts';
import { eventually, rpcClientFor, startSystem, testClientAddress, type RunningSystem, apiClient } from '@storystump/testing';
import pg from 'pg';
import { TrackedEventsBatcher } from '../src/analytics/tracked-events-batcher.js';
import { signInAsAdmin, registerShopper } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;
let userToken: string;
let db: pg.Client;

const today = () => new Date().toISOString().slice(0, 10);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function eventsOf(sessionId: string): Promise<AnalyticsEventView[]> {
  const res = await call(AnalyticsRoutes.events, { query: { startDate: today(), endDate: today() }, token: adminToken });
  assert.equal(res.status, 200);
  return res.body.data.filter((event) => event.sessionId === sessionId);
}

/** The tracked-events messages on NATS that carry a session's events: their sizes, and the pages in them. */
async function watchTrackedEvents(sessionId: string) {
  const nc = await connect({ servers: system.settings.NATS_URL! });
  const carried: string[] = [];
  const sizes: number[] = [];
  nc.subscribe(TRACKED_EVENTS_SUBJECT, {
    callback: (_error, message) => {
      const ours = message.json<TrackedEventsMessage>().events.filter((event) => event.sessionId === sessionId);
      if (ours.length) sizes.push(ours.length);
      carried.push(...ours.map((event) => event.page!));
    },
  });
  await nc.flush();
  return { nc, sizes, pages: () => [...carried] };
}

async function storedOf(sessionId: string, expected: number): Promise<number> {
  return eventually(
    async () => (await db.query(`SELECT count(*)::int AS n FROM analytics.events WHERE session_id = $1`, [sessionId])).rows[0].n,
    (n) => n === expected,
    15_000,
  );
}

function trackedEventOf(sessionId: string, page: string): TrackedEvent {
  return {
    ...{ id: randomUUID(), receivedAt: new Date().toISOString(), sessionId, type: 'pageview', page, isExit: false },
    ...{ timestamp: null, url: null, deviceCategory: null, trafficSource: null, country: null },
    ...{ error: null, event: null, interaction: null, extra: null, utmCampaign: null, isBot: false },
  };
}

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
  userToken = await registerShopper(call, 'Robin');
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await system?.stop();
});

describe('tracking', () => {
  it('takes a page view as JSON and an exit beacon as text, enriched by the server', async () => {
    const sessionId = `${Date.now()}-${randomUUID().slice(0, 9)}`;
    const fromPhone = apiClient(system.baseUrl, '8.8.8.8');
    const view = await fromPhone(AnalyticsRoutes.track, {
      body: {
        type: 'pageview',
        sessionId,
        page: '/shop',
        url: 'http://localhost/shop',
        trafficSource: 'direct',
        campaign: 'spring',
      },
      headers: { 'user-agent': IPHONE },
    });
    assert.equal(view.status, 202);
    const beacon = await call(AnalyticsRoutes.track, {
      rawBody: JSON.stringify({
        type: 'pageview',
        sessionId,
        isExit: true,
        timestamp: new Date().toISOString(),
        url: 'http://localhost/shop',
      }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    assert.equal(beacon.status, 202);

    const events = await eventually(
      () => eventsOf(sessionId),
      (found) => found.length === 2,
      15_000,
    );
    const exit = events.find((event) => event.isExit)!;
    const page = events.find((event) => !event.isExit)!;
    assert.deepEqual(
      [page.page, page.deviceCategory, page.country, page.campaign, page.trafficSource],
      ['/shop', 'mobile', 'US', 'spring', 'direct'],
    );
    assert.deepEqual([exit.page, exit.url, exit.deviceCategory], ['/shop', 'http://localhost/shop', 'desktop']);
    assert.ok(!JSON.stringify(events).includes('8.8.8.8'), 'the address itself is not kept');
  });

  it('is rolled up by the schedule, and the summary counts it the same before and after', async () => {
    const sessionId = `${Date.now()}-${randomUUID().slice(0, 9)}`;
    const summary = async () =>
      (await call(AnalyticsRoutes.summary, { query: { startDate: today(), endDate: today() }, token: adminToken })).body.data;
    const before = await summary();
    for (const page of ['/', '/map']) {
      assert.equal((await call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId, page } })).status, 202);
    }
    await eventually(
      () => eventsOf(sessionId),
      (found) => found.length === 2,
      15_000,
    );
    const fresh = await summary();
    assert.ok(fresh.pageViews >= before.pageViews + 2);
    const rolled = await eventually(
      async () =>
        (await db.query(`SELECT count(*)::int AS n FROM analytics.session_days WHERE session_id = $1`, [sessionId])).rows[0].n,
      (n) => n === 1,
      20_000,
    );
    assert.equal(rolled, 1);
    const after = await summary();
    assert.ok(after.pageViews >= fresh.pageViews);
    assert.ok(after.topPages.some((row) => row._id === '/map'));
  });

  it('publishes every page view it accepted in exactly one message, and each is stored once', async () => {
    const sessionId = `together-${randomUUID().slice(0, 9)}`;
    const watching = await watchTrackedEvents(sessionId);
    try {
      const pages = Array.from({ length: 200 }, (_, i) => `/shop/${i}`);
      const answers = await Promise.all(
        pages.map((page) => call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId, page } })),
      );
      assert.deepEqual(new Set(answers.map((res) => res.status)), new Set([202]));
      await watching.nc.flush();
      assert.deepEqual(watching.pages().sort(), [...pages].sort(), 'every accepted event was published, none twice');
      assert.equal(await storedOf(sessionId, pages.length), pages.length);
    } finally {
      await watching.nc.close();
    }
  });

  it('sends the events that arrive in one turn of the event loop together, at most 100 to a message', async () => {
    const sessionId = `one-turn-${randomUUID().slice(0, 9)}`;
    const watching = await watchTrackedEvents(sessionId);
    try {
      const batcher = new TrackedEventsBatcher({
        handles: async () => ({ js: jetstream(watching.nc), jsm: await jetstreamManager(watching.nc) }),
      });
      const events = Array.from({ length: 250 }, (_, i) => trackedEventOf(sessionId, `/p${i}`));
      await Promise.all(events.map((event) => batcher.publish(event)));
      await watching.nc.flush();
      assert.deepEqual(watching.sizes, [100, 100, 50]);
      assert.deepEqual(
        watching.pages(),
        events.map((event) => event.page),
        'in the order they came',
      );
      assert.equal(await storedOf(sessionId, events.length), events.length);
    } finally {
      await watching.nc.close();
    }
  });

  it('refuses what is not an event, with a message naming the problem', async () => {
    const cases: Array<[{ untypedBody: unknown } | { rawBody: string; headers: Record<string, string> }, number, string]> = [
      [{ untypedBody: { type: 'pageview' } }, 400, 'sessionId is required'],
      [{ untypedBody: { sessionId: 'x' } }, 400, 'type is required'],
      [{ untypedBody: { type: 'pageview', sessionId: 'x', isExit: 'yes' } }, 400, 'isExit must be true or false'],
      [{ rawBody: 'not json', headers: { 'content-type': 'text/plain' } }, 400, 'The event must be JSON'],
      [{ untypedBody: [1, 2] }, 400, 'The event must be a JSON object'],
      [
        { untypedBody: { type: 'pageview', sessionId: 'x', note: 'n'.repeat(5000) } },
        400,
        'Fields beyond the named ones must be at most 4096 bytes as JSON',
      ],
      [
        { untypedBody: { type: 'pageview', sessionId: 'x', note: 'n'.repeat(20_000) } },
        413,
        'The event must be at most 16384 bytes',
      ],
    ];
    for (const [request, status, message] of cases) {
      const res = await call(AnalyticsRoutes.track, request);
      assert.deepEqual([res.status, res.body.message], [status, message], JSON.stringify(request).slice(0, 80));
    }
  });
});

describe('dead letters', () => {
  const deadLettersOf = async (query: string) => {
    const res = await call(OperationsRoutes.deadLetters, {
      token: adminToken,
      query: Object.fromEntries(new URLSearchParams(query)),
    });
    return { ...res, body: res.body as unknown as Array<{ eventId: string; payload: { sessionId?: string } | null }> };
  };
  const nextOf = (link: string | null) => /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];

  it("keeps the page it derives from a long address within the page's length, so such events are stored, none set aside", async () => {
    const sessionId = `long-address-${randomUUID().slice(0, 9)}`;
    const flooding = apiClient(system.baseUrl, testClientAddress());
    const url = `http://localhost/${'é'.repeat(1980)}`;
    const answers = await Promise.all(
      Array.from({ length: 45 }, () => flooding(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId, url } })),
    );
    assert.deepEqual(new Set(answers.map((res) => res.status)), new Set([202]));
    assert.equal(await storedOf(sessionId, 45), 45);
    const pages: Array<{ page: string }> = (
      await db.query(`SELECT DISTINCT page FROM analytics.events WHERE session_id = $1`, [sessionId])
    ).rows;
    assert.equal(pages.length, 1);
    assert.ok(pages[0]!.page.length <= 2000 && pages[0]!.page.startsWith('/%C3%A9%C3%A9'), pages[0]!.page.slice(0, 40));
    assert.match(pages[0]!.page, /(%C3%A9)$/, 'no escape is cut in half');
    const setAside = await deadLettersOf('');
    assert.equal(setAside.status, 200);
    assert.deepEqual(
      setAside.body.filter((letter) => letter.payload?.sessionId === sessionId),
      [],
    );
  });

  it('lists them in pages that each fit in a reply, the next page named by a Link header', async () => {
    const sessionId = `refused-${randomUUID().slice(0, 9)}`;
    // As a gateway that did not bound them would publish: each event refused by the page's column, 20 KB.
    const events = Array.from({ length: 60 }, () => ({
      ...trackedEventOf(sessionId, `/${'p'.repeat(2001)}`),
      extra: { note: 'n'.repeat(20_000) },
    }));
    const nc = await connect({ servers: system.settings.NATS_URL! });
    try {
      for (let i = 0; i < events.length; i += 10) {
        const message: TrackedEventsMessage = { events: events.slice(i, i + 10) };
        await jetstream(nc).publish(TRACKED_EVENTS_SUBJECT, JSON.stringify(message));
      }
    } finally {
      await nc.close();
    }
    await eventually(
      async () =>
        (await db.query(`SELECT count(*)::int AS n FROM analytics.dead_letters WHERE payload->>'sessionId' = $1`, [sessionId]))
          .rows[0].n,
      (n) => n === events.length,
      30_000,
    );

    const first = await deadLettersOf('');
    assert.equal(first.status, 200, 'more than a NATS reply holds is still answered');
    assert.ok(Array.isArray(first.body));

    const seen: string[] = [];
    let next: string | undefined = '?limit=7';
    let pages = 0;
    while (next) {
      const page: Awaited<ReturnType<typeof deadLettersOf>> = await deadLettersOf(next.replace(/^[^?]*/, ''));
      assert.equal(page.status, 200);
      assert.ok(page.body.length <= 7);
      seen.push(...page.body.filter((letter) => letter.payload?.sessionId === sessionId).map((letter) => letter.eventId));
      next = nextOf(page.headers.get('link'));
      assert.ok(++pages < 100, 'the pages come to an end');
    }
    assert.equal(new Set(seen).size, seen.length, 'no letter is listed twice');
    assert.deepEqual(seen.sort(), events.map((event) => event.id).sort());
    assert.ok(pages >= Math.ceil(events.length / 7));

    const unknown = await call(OperationsRoutes.deadLetters, { query: { cursor: 'yesterday' }, token: adminToken });
    assert.deepEqual([unknown.status, unknown.body.message], [400, 'cursor must be the cursor of a Link to the next page']);
  });

  it('refuses with 400 a cursor naming a day no calendar has, or a year before any letter', async () => {
    const id = randomUUID();
    for (const moment of [
      '2025-02-31T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '2025-13-01T00:00:00.000Z',
      '2025-01-01T24:00:00.000Z',
    ]) {
      const answer = await call(OperationsRoutes.deadLetters, {
        untypedQuery: { cursor: `${moment}_${id}` },
        token: adminToken,
      });
      assert.deepEqual(
        [answer.status, answer.body.message],
        [400, 'cursor must be the cursor of a Link to the next page'],
        moment,
      );
    }
    const good = await call(OperationsRoutes.deadLetters, {
      query: { cursor: `2025-02-28T00:00:00.000Z_${id}` },
      token: adminToken,
    });
    assert.equal(good.status, 200);
  });
});

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The rows of a CSV text, each its fields (a quoted field may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || char === '\n')) {
      row.push(field);
      field = '';
      if (char === '\n') {
        rows.push(row);
        row = [];
      }
    } else {
      field += char;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('bots, campaigns and now', () => {
  it("leaves a bot's events out of every figure and counts them as bots", async () => {
    const range = { startDate: today(), endDate: today() };
    const summary = async () => (await call(AnalyticsRoutes.summary, { query: range, token: adminToken })).body.data;
    const sessionId = `crawler-${randomUUID()}`;
    const page = `/bot-only-${randomUUID().slice(0, 8)}`;
    const before = await summary();
    const crawled = await call(AnalyticsRoutes.track, {
      body: { type: 'pageview', sessionId, page },
      headers: { 'user-agent': GOOGLEBOT },
    });
    assert.equal(crawled.status, 202);
    const [stored] = await eventually(
      () => eventsOf(sessionId),
      (found) => found.length === 1,
      15_000,
    );
    assert.equal(stored!.isBot, true);
    const after = await eventually(summary, (now) => now.bots > before.bots, 15_000);
    assert.ok(!after.topPages.some((top) => top._id === page), 'not among the pages');
    const realtime = await call(AnalyticsRoutes.realtime, { token: adminToken });
    assert.ok(!realtime.body.topPages.some((top) => top._id === page), 'not among the pages of now');
  });

  it("takes a visit's source and campaign from its address's utm_ parameters", async () => {
    const sessionId = `utm-${randomUUID()}`;
    const campaign = `owls-${randomUUID().slice(0, 6)}`;
    await call(AnalyticsRoutes.track, {
      body: {
        type: 'pageview',
        sessionId,
        page: '/shop',
        url: `http://localhost/shop?utm_source=Acorn%20News&utm_medium=email&utm_campaign=${campaign}`,
        trafficSource: 'direct',
      },
    });
    await call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId, page: '/map', trafficSource: 'direct' } });
    const events = await eventually(
      () => eventsOf(sessionId),
      (found) => found.length === 2,
      15_000,
    );
    const first = events.find((event) => event.page === '/shop')!;
    assert.deepEqual([first.trafficSource, first.utmCampaign], ['acorn-news', campaign]);
    const summary = await eventually(
      async () =>
        (await call(AnalyticsRoutes.summary, { query: { startDate: today(), endDate: today() }, token: adminToken })).body.data,
      (now) => now.campaigns.some((c) => c._id === campaign),
      15_000,
    );
    assert.deepEqual(
      summary.campaigns.find((c) => c._id === campaign),
      { _id: campaign, count: 1 },
    );
    assert.ok(summary.trafficSources.some((source) => source._id === 'acorn-news'));
  });

  it('shows the visitors, page views and top pages of the last five minutes', async () => {
    const page = `/now-${randomUUID().slice(0, 8)}`;
    const sessions = [`now-${randomUUID()}`, `now-${randomUUID()}`];
    const before = (await call(AnalyticsRoutes.realtime, { token: adminToken })).body;
    for (const sessionId of sessions) {
      await call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId, page } });
    }
    await call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId: sessions[0], page, isExit: true } });
    const now = await eventually(
      async () => (await call(AnalyticsRoutes.realtime, { token: adminToken })).body,
      (view) => view.topPages.some((top) => top._id === page && top.count === 2),
      15_000,
    );
    assert.ok(now.visitors >= before.visitors + 2 || now.visitors >= 2);
    assert.ok(now.pageViews >= 2);
    assert.deepEqual(Object.keys(now).sort(), ['pageViews', 'topPages', 'visitors']);
    assert.equal((await call(AnalyticsRoutes.realtime, { token: userToken })).status, 403);
    assert.equal((await call(AnalyticsRoutes.realtime)).status, 401);
  });
});

describe('export', () => {
  it("streams the range's events as CSV, header first, row for row as the data route lists them", async () => {
    const sessionId = `export-${randomUUID()}`;
    const pages = ['/shop', '/map', '=HYPERLINK("http://evil.example","click")', '/a,"quoted"\nline'];
    for (const page of pages) await call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId, page, note: 'kept' } });
    await eventually(
      () => eventsOf(sessionId),
      (found) => found.length === pages.length,
      15_000,
    );
    const range = `startDate=${today()}&endDate=${today()}`;
    const res = await fetch(`${system.baseUrl}/api/analytics/export?${range}`, {
      headers: { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': testClientAddress() },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(res.headers.get('content-disposition'), `attachment; filename="events-${today()}-to-${today()}.csv"`);
    const [header, ...rows] = csvRows(await res.text());
    assert.deepEqual(header, [
      '_id',
      'timestamp',
      'receivedAt',
      'sessionId',
      'type',
      'page',
      'url',
      'deviceCategory',
      'trafficSource',
      'utmCampaign',
      'country',
      'error',
      'event',
      'interaction',
      'isExit',
      'isBot',
      'extra',
    ]);
    const exported = rows
      .filter((row) => row[3] === sessionId)
      .map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
    const listed = (
      await call(AnalyticsRoutes.events, { query: { startDate: today(), endDate: today(), limit: 1000 }, token: adminToken })
    ).body.data.filter((event) => event.sessionId === sessionId);
    assert.equal(exported.length, pages.length);
    const text = (value: unknown) =>
      value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    const asListed = listed.map((event) => ({
      _id: event._id,
      timestamp: event.timestamp,
      receivedAt: event.receivedAt,
      sessionId: event.sessionId,
      type: event.type,
      page: event.page!.startsWith('=') ? `'${event.page}` : event.page,
      url: text(event.url),
      deviceCategory: text(event.deviceCategory),
      trafficSource: text(event.trafficSource),
      utmCampaign: text(event.utmCampaign),
      country: text(event.country),
      error: text(event.error),
      event: text(event.event),
      interaction: text(event.interaction),
      isExit: String(event.isExit),
      isBot: String(event.isBot),
      extra: JSON.stringify({ note: 'kept' }),
    }));
    assert.deepEqual(
      exported.map((row) => ({ ...row, extra: JSON.stringify(JSON.parse(row.extra!)) })),
      asListed,
      'the same rows, in the same order',
    );
    assert.ok(
      exported.some((row) => row.page === `'=HYPERLINK("http://evil.example","click")`),
      'a formula is written as text',
    );
  });

  it('is for admins only, and refuses a bad range', async () => {
    assert.equal((await call(AnalyticsRoutes.export)).status, 401);
    assert.equal((await call(AnalyticsRoutes.export, { token: userToken })).status, 403);
    const reversed = await call(AnalyticsRoutes.export, {
      query: { startDate: '2026-05-02', endDate: '2026-05-01' },
      token: adminToken,
    });
    assert.deepEqual([reversed.status, reversed.body.message], [400, 'endDate must not be before startDate']);
  });

  const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  /** An export of the last month's events, as an admin's browser asks for it. */
  const openExport = () =>
    fetch(`${system.baseUrl}/api/analytics/export?startDate=${monthAgo()}&endDate=${today()}`, {
      headers: { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': testClientAddress() },
    });
  /** Megabytes of today's earliest events (stored as such, not tracked: no figure counts them), so an export is many pieces. */
  const storeBulkEvents = (sessionId: string, count: number) =>
    db.query(
      `INSERT INTO analytics.events (id, received_at, session_id, type, url)
       SELECT gen_random_uuid(), $1::date AT TIME ZONE 'UTC' + interval '1 second', $2, 'pageview', repeat('u', 2000)
         FROM generate_series(1, $3::int)`,
      [today(), sessionId, count],
    );

  it('stops an export when its download is given up, so abandoned ones never use up the places', async () => {
    // A download of many pieces, given up halfway.
    await storeBulkEvents('export-bulk', 4000);
    // The newest events list answers its whole page, past the 1 MB one NATS message carries.
    const listed = await call(AnalyticsRoutes.events, { query: { startDate: today(), endDate: today() }, token: adminToken });
    assert.equal(listed.status, 200);
    assert.equal(listed.body.data.length, MAX_EVENTS_PAGE);
    // More than one copy of the service streams at once (4).
    for (let i = 0; i < 6; i++) {
      const res = await eventually(openExport, (answer) => answer.status === 200, 10_000);
      await res.body!.cancel();
    }
    const next = await eventually(openExport, (answer) => answer.status === 200, 10_000);
    assert.match(await next.text(), /^_id,timestamp,/);
  });

  it("goes on answering when the database ends an export's connection between two pieces", async () => {
    await storeBulkEvents('export-cut', 2000);
    const { rows } = await db.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    const download = await eventually(openExport, (answer) => answer.status === 200, 10_000);
    const reader = download.body!.getReader();
    assert.equal((await reader.read()).done, false);
    // The export now waits for the browser to ask for its next piece, its COPY unread. Only the
    // COPY begun since this test opened its export is ended (another test's may still be closing).
    const cut = await db.query<{ pid: number }>(
      `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database()
         AND query LIKE 'COPY (%SELECT "id" AS "_id"%' AND state = 'active' AND query_start >= $1`,
      [rows[0]!.now],
    );
    assert.equal(cut.rows.length, 1);
    // The download ends, cut short: the export it read from is gone.
    await (async () => {
      while (!(await reader.read()).done);
    })().catch(() => undefined);
    const next = await eventually(openExport, (answer) => answer.status === 200, 10_000);
    assert.match(await next.text(), /^_id,timestamp,/);
    const health = await call(OperationsRoutes.health);
    assert.equal(health.body.services.analytics?.status, 'ok');
  });

  it('goes on answering when an export is stopped before its first piece, its COPY still running', async () => {
    const rpc = rpcClientFor(system.settings);
    const nc = await connect({ servers: system.settings.NATS_URL! });
    try {
      const adminCtx = { requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' as const } };
      const { pieces } = await rpc.send(ExportOps.open.subject, adminCtx, { startDate: monthAgo(), endDate: today() });
      // A download given up at once: the gateway says stop before it has asked for any piece.
      const stop = headers();
      stop.set(EXPORT_STOP_HEADER, 'true');
      await nc.request(pieces, undefined, { headers: stop, timeout: 5000 });
      // The connection the export read from is ended as it is closed; the service stays up.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const health = await call(OperationsRoutes.health);
      assert.equal(health.body.services.analytics?.status, 'ok');
      const summary = await call(AnalyticsRoutes.summary, { token: adminToken });
      assert.equal(summary.status, 200);
    } finally {
      await nc.close();
      await rpc.close();
    }
  });
});

describe('export places and slow readers', () => {
  let exporting: RunningSystem;
  let exportingDb: pg.Client;
  let exportingAdmin: string;
  before(async () => {
    exporting = await startSystem({
      settings: { EXPORT_IDLE_TIMEOUT_MS: '1500', ANALYTICS_MAX_OPEN_EXPORTS: '2', LOG_LEVEL: 'warn' },
    });
    const exportingCall = apiClient(exporting.baseUrl, testClientAddress());
    exportingAdmin = await signInAsAdmin(exportingCall, exporting);
    exportingDb = new pg.Client({ connectionString: exporting.settings.DATABASE_URL });
    await exportingDb.connect();
    // A tracked event first: storing it makes the day's partition.
    await exportingCall(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId: 'export-places', page: '/' } });
    await eventually(
      async () => (await exportingDb.query(`SELECT count(*)::int AS n FROM analytics.events`)).rows[0].n as number,
      (n) => n === 1,
      15_000,
    );
    // Megabytes of events, so an export is many pieces and stays open while its reader waits.
    await exportingDb.query(
      `INSERT INTO analytics.events (id, received_at, session_id, type, url)
       SELECT gen_random_uuid(), $1::date AT TIME ZONE 'UTC' + interval '1 second', 'export-places', 'pageview', repeat('u', 2000)
         FROM generate_series(1, 4000)`,
      [today()],
    );
  });
  after(async () => {
    await exportingDb?.end();
    await exporting?.stop();
  });

  const openExport = () =>
    fetch(`${exporting.baseUrl}/api/analytics/export?startDate=${today()}&endDate=${today()}`, {
      headers: { authorization: `Bearer ${exportingAdmin}`, 'x-forwarded-for': testClientAddress() },
    });
  const runningCopies = async () =>
    (
      await exportingDb.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'COPY (%SELECT "id" AS "_id"%' AND state = 'active'`,
      )
    ).rows[0].n as number;
  /** Reads a download to its end: true when it came whole, false when it was cut off. */
  const readToEnd = async (download: Response) => {
    const reader = download.body!.getReader();
    try {
      while (!(await reader.read()).done);
      return true;
    } catch {
      return false;
    }
  };

  it('holds the open-exports limit under parallel requests', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => openExport()));
    try {
      assert.deepEqual(answers.map((res) => res.status).sort(), [200, 200, 503, 503, 503, 503]);
    } finally {
      await Promise.all(answers.map((res) => res.body?.cancel()));
    }
    await eventually(runningCopies, (n) => n === 0, 10_000);
  });

  it('cuts off a reader slower than the idle timeout, and frees its connection and its place', async () => {
    const download = await eventually(openExport, (answer) => answer.status === 200, 10_000);
    const reader = download.body!.getReader();
    assert.equal((await reader.read()).done, false);
    // The reader stops taking the download for longer than the idle timeout.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    reader.releaseLock();
    assert.equal(await readToEnd(download), false, 'the download was cut off');
    assert.equal(await eventually(runningCopies, (n) => n === 0, 10_000), 0, "the export's database connection is free");
    const next = await eventually(openExport, (answer) => answer.status === 200, 10_000);
    assert.equal(await readToEnd(next), true, 'a reader that keeps up gets the whole export');
  });
});

describe('summary and data', () => {
  it('are for admins only', async () => {
    for (const route of [AnalyticsRoutes.summary, AnalyticsRoutes.events]) {
      assert.equal((await call(route)).status, 401);
      assert.equal((await call(route, { token: userToken })).status, 403);
    }
  });

  it('default to the last 7 days and answer the summary fields', async () => {
    const res = await call(AnalyticsRoutes.summary, { token: adminToken });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.dailyPageViews.length, 7);
    assert.equal(res.body.data.dailyPageViews.at(-1)!._id, today());
    for (const field of ['pageViews', 'uniqueVisitors', 'bounceRate', 'avgSessionDuration', 'pagesPerSession']) {
      assert.equal(typeof res.body.data[field as keyof AnalyticsSummary], 'number', field);
    }
    for (const list of ['deviceStats', 'trafficSources', 'locationStats', 'topPages']) {
      assert.ok(Array.isArray(res.body.data[list as keyof AnalyticsSummary]), list);
    }
  });

  it('refuses a bad or reversed range and a limit past 1000', async () => {
    const cases: Array<[typeof AnalyticsRoutes.summary | typeof AnalyticsRoutes.events, Record<string, string>, string]> = [
      [AnalyticsRoutes.summary, { startDate: 'yesterday' }, 'startDate must be a date (YYYY-MM-DD)'],
      [AnalyticsRoutes.summary, { startDate: '2026-02-30' }, 'startDate must be a date (YYYY-MM-DD)'],
      [AnalyticsRoutes.summary, { startDate: '2026-05-02', endDate: '2026-05-01' }, 'endDate must not be before startDate'],
      [AnalyticsRoutes.summary, { startDate: '2020-01-01', endDate: '2026-01-01' }, 'the range must be at most 400 days'],
      [AnalyticsRoutes.events, { limit: '1001' }, 'limit must be a whole number from 1 to 1000'],
      [AnalyticsRoutes.events, { endDate: '2026-13-01' }, 'endDate must be a date (YYYY-MM-DD)'],
    ];
    for (const [route, untypedQuery, message] of cases) {
      const res = await call(route, { untypedQuery, token: adminToken });
      assert.deepEqual([res.status, res.body.message], [400, message], `${route.path} ${JSON.stringify(untypedQuery)}`);
    }
  });
});

describe('stump footfall', () => {
  it('counts every stump visited in the range and their visits, while the list names the most visited', async () => {
    await db.query(
      `WITH stations AS (
         INSERT INTO analytics.footfall_stations (station_id, base_id, name)
         SELECT gen_random_uuid(), 'footfall-' || n, 'Stump ' || n FROM generate_series(1, 120) n
         RETURNING station_id, substring(base_id FROM 10)::int AS n)
       INSERT INTO analytics.footfall_days (day, station_id, visits)
       SELECT date '2019-03-01', station_id, n FROM stations
       UNION ALL SELECT date '2019-03-02', station_id, 1 FROM stations
       UNION ALL SELECT date '2019-03-05', station_id, 1000 FROM stations`,
    );
    const range = { startDate: '2019-03-01', endDate: '2019-03-02' };
    const listed = await call(AnalyticsRoutes.footfall, { query: range, token: adminToken });
    assert.equal(listed.body.length, 50);
    const summary = await call(AnalyticsRoutes.footfallSummary, { query: range, token: adminToken });
    assert.equal(summary.status, 200);
    assert.deepEqual(summary.body, { stations: 120, visits: (120 * 121) / 2 + 120 });
    assert.equal((await call(AnalyticsRoutes.footfallSummary, { query: range, token: userToken })).status, 403);
    const backwards = await call(AnalyticsRoutes.footfallSummary, {
      query: { startDate: '2019-03-02', endDate: '2019-03-01' },
      token: adminToken,
    });
    assert.deepEqual([backwards.status, backwards.body.message], [400, 'endDate must not be before startDate']);
  });
});

describe('the tracking limit', () => {
  let limited: RunningSystem;
  before(async () => {
    limited = await startSystem({ settings: { TRACK_RATE_LIMIT: '5', LOG_LEVEL: 'warn' } });
  });
  after(async () => limited?.stop());

  it('refuses an address past its events a minute, while another address goes on', async () => {
    const flooding = apiClient(limited.baseUrl, testClientAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await flooding(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId: 'flood', page: '/' } })).status,
      );
    }
    assert.deepEqual(statuses, [202, 202, 202, 202, 202, 429]);
    const other = apiClient(limited.baseUrl, testClientAddress());
    assert.equal((await other(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId: 'calm', page: '/' } })).status, 202);
  });
});
