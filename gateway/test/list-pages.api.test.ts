import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AnalyticsRoutes,
  AuditRoutes,
  CampaignRoutes,
  CharacterRoutes,
  IdentityRoutes,
  InterestRoutes,
  ContactRoutes,
  OrderRoutes,
  RolloutRoutes,
  StationRoutes,
  VersionRoutes,
  type AnalyticsEventView,
  type AuditEntryView,
  type CampaignView,
  type CharacterView,
  type EnquiryView,
  type HealthHourView,
  type InterestView,
  type OrderView,
  type UserView,
  type VersionView,
} from '@storystump/contracts';
import { apiClient, startSystem, testClientAddress, type ApiCall, type RunningSystem } from '@storystump/testing';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readPages } from './pages.js';
import { registerShopper, signInAsAdmin } from './sessions.js';

/** Rows of this file only carry this mark, so other files' rows on the same system never count. */
const MARK = `pg${randomBytes(3).toString('hex')}`;
const ROWS = 120;
/** The families' characters carry a mark of their own, so the admin's searches of MARK never find them. */
const FAMILY_MARK = `fm${randomBytes(3).toString('hex')}`;

let system: RunningSystem;
let db: pg.Client;
let call: ApiCall;
let admin: string;
/** A family with ROWS characters of its own, another with a few. */
let family: string;
let neighbour: string;

const pad = (n: number) => String(n).padStart(3, '0');
const sorted = (values: string[], descending = false) => {
  const copy = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return descending ? copy.reverse() : copy;
};

async function storeRows(): Promise<void> {
  await db.query(
    `INSERT INTO identity.users (id, display_name, email, password_hash, created_at)
     SELECT gen_random_uuid(), 'Reader ' || (200 - n) || ' ${MARK}', '${MARK}-reader-' || lpad(n::text, 3, '0') || '@families.example.com',
            'not-a-hash', now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
  const type = await db.query<{ id: string }>(
    `INSERT INTO characters.character_types (id, encrypted_type, character_type)
     VALUES (gen_random_uuid(), '${MARK}-code', 'Paged owl') RETURNING id`,
  );
  await db.query(
    `INSERT INTO characters.characters (id, serial_number, type_id, owner_id, owner_display_name, owner_email, assigned_at, created_at)
     SELECT gen_random_uuid(), upper('${MARK}') || '-' || lpad(n::text, 3, '0'), $2::uuid,
            CASE WHEN n % 3 = 0 THEN gen_random_uuid() END, CASE WHEN n % 3 = 0 THEN 'Family ' || n END,
            CASE WHEN n % 3 = 0 THEN 'owner-${MARK}-' || n || '@families.example.com' END, CASE WHEN n % 3 = 0 THEN now() END,
            now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS, type.rows[0]!.id],
  );
  await db.query(
    `INSERT INTO marketing.interests (id, email, registered_at, confirmed_at, unsubscribed_at)
     SELECT gen_random_uuid(), '${MARK}-news-' || lpad(n::text, 3, '0') || '@families.example.com', now() - n * interval '1 minute',
            CASE WHEN n % 2 = 0 THEN now() END, CASE WHEN n % 5 = 0 THEN now() END
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
  await db.query(
    `INSERT INTO marketing.enquiries (id, kind, email, fields, created_at)
     SELECT gen_random_uuid(), CASE WHEN n % 4 = 0 THEN 'stump' ELSE 'contact' END,
            '${MARK}-asks-' || lpad(n::text, 3, '0') || '@families.example.com', '{}'::jsonb, now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
  await db.query(
    `INSERT INTO marketing.campaigns (id, subject, html, status, total, send_at, created_at)
     SELECT gen_random_uuid(), 'News ${MARK} ' || lpad(n::text, 3, '0'), '<p>News</p>', 'done', 0, now(), now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
  await db.query(
    `INSERT INTO catalog.orders (id, source, customer_email, total_amount, currency, status, created_at)
     SELECT gen_random_uuid(), 'demo', '${MARK}-buyer-' || lpad(n::text, 3, '0') || '@families.example.com', 100 * (n % 17),
            'gbp', CASE WHEN n % 4 = 0 THEN 'refunded' ELSE 'paid' END, now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
  await db.query(
    `INSERT INTO identity.audit_entries (id, at, actor_id, actor_email, action, target_type, target_id, summary)
     SELECT gen_random_uuid(), now() - n * interval '1 minute', gen_random_uuid(), 'admin@example.test', 'station.updated',
            CASE WHEN n % 2 = 0 THEN 'station' ELSE 'user' END, 'x', 'Change ${MARK} ' || n
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
  await db.query(
    `INSERT INTO devices.versions (id, tag, size, sha256, signature, uploaded_at)
     SELECT gen_random_uuid(), '${MARK}-v' || lpad(n::text, 3, '0'), 1000 + (n * 37) % 101, repeat('a', 64), 'c2lnbmVk',
            now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
}

/** The family's characters: every third a badger, the rest owls; the neighbour's three owls must never show. */
async function storeFamilyCharacters(): Promise<void> {
  const idOf = async (token: string) => (await call(IdentityRoutes.me, { token })).body._id;
  const types = await db.query<{ id: string; character_type: string }>(
    `INSERT INTO characters.character_types (id, encrypted_type, character_type)
     VALUES (gen_random_uuid(), '${MARK}-owl', 'Family owl'), (gen_random_uuid(), '${MARK}-badger', 'Family badger')
     RETURNING id, character_type`,
  );
  const typeId = (name: string) => types.rows.find((type) => type.character_type === name)!.id;
  const store = (owner: string, prefix: string, count: number) =>
    db.query(
      `INSERT INTO characters.characters (id, serial_number, type_id, owner_id, owner_display_name, assigned_at, created_at)
       SELECT gen_random_uuid(), upper('${prefix}') || '-' || lpad(n::text, 3, '0'),
              CASE WHEN n % 3 = 0 THEN $3::uuid ELSE $4::uuid END, $2::uuid, 'Family', now(), now() - n * interval '1 minute'
         FROM generate_series(1, $1::int) AS n`,
      [count, owner, typeId('Family badger'), typeId('Family owl')],
    );
  await store(await idOf(family), `${FAMILY_MARK}a`, ROWS);
  await store(await idOf(neighbour), `${FAMILY_MARK}b`, 3);
}

/** The family's orders: every third bought a badger, the rest an owl, every fourth was refunded; the neighbour's three must never show. */
async function storeFamilyOrders(): Promise<void> {
  const idOf = async (token: string) => (await call(IdentityRoutes.me, { token })).body._id;
  const store = async (owner: string, prefix: string, count: number) => {
    await db.query(
      `INSERT INTO catalog.orders (id, number, source, customer_email, user_id, total_amount, currency, status, created_at)
       SELECT gen_random_uuid(), 'SS-' || upper('${prefix}') || lpad(n::text, 3, '0'), 'demo', 'family@families.example.com', $2::uuid,
              100 * (n % 17), 'gbp', CASE WHEN n % 4 = 0 THEN 'refunded' ELSE 'paid' END, now() - n * interval '1 minute'
         FROM generate_series(1, $1::int) AS n`,
      [count, owner],
    );
    await db.query(
      `INSERT INTO catalog.order_lines (id, order_id, product_id, price_id, product_name, unit_amount, quantity)
       SELECT gen_random_uuid(), o.id, 'prod_${prefix}', 'price_${prefix}',
              CASE WHEN right(o.number, 3)::int % 3 = 0 THEN 'Family badger' ELSE 'Family owl' END, o.total_amount, 1
         FROM catalog.orders o WHERE o.user_id = $1::uuid`,
      [owner],
    );
  };
  await store(await idOf(family), FAMILY_MARK, ROWS);
  await store(await idOf(neighbour), `${FAMILY_MARK.slice(0, 7)}n`, 3);
}

before(async () => {
  system = await startSystem();
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  call = apiClient(system.baseUrl, testClientAddress());
  admin = await signInAsAdmin(call, system);
  family = await registerShopper(call, 'Collectors');
  neighbour = await registerShopper(call, 'Neighbours');
  await storeRows();
  await storeFamilyCharacters();
  await storeFamilyOrders();
});
after(async () => {
  await db?.end();
});

describe('every admin list is paged, searched and sorted', () => {
  it('pages users found by e-mail, sorted by e-mail, name or creation', async () => {
    const byEmail = await readPages<UserView>(
      call,
      IdentityRoutes.listUsers,
      { q: `${MARK}-reader`, sort: 'email', limit: '50' },
      admin,
    );
    assert.deepEqual([...byEmail.totals], [String(ROWS)]);
    assert.equal(byEmail.pages, 3);
    const emails = byEmail.items.map((user) => user.email);
    assert.deepEqual(emails, sorted(emails));
    assert.equal(new Set(emails).size, ROWS);

    const byName = await readPages<UserView>(call, IdentityRoutes.listUsers, { q: MARK.toUpperCase(), sort: '-name' }, admin);
    const names = byName.items.map((user) => user.displayName);
    assert.equal(names.length, ROWS);
    assert.deepEqual(names, sorted(names, true));

    const newest = await call(IdentityRoutes.listUsers, { token: admin, query: { q: MARK, sort: '-created', limit: 1 } });
    assert.equal(newest.body[0]!.email, `${MARK}-reader-001@families.example.com`);
  });

  it('searches for what was typed, not the spaces around it; a blank search finds everything', async () => {
    const padded = await readPages<UserView>(call, IdentityRoutes.listUsers, { q: `  ${MARK}-reader `, limit: '500' }, admin);
    assert.deepEqual([...padded.totals], [String(ROWS)]);
    assert.equal(padded.items.length, ROWS);
    const everyone = await call(IdentityRoutes.listUsers, { token: admin, query: { limit: 1 } });
    const blank = await call(IdentityRoutes.listUsers, { token: admin, query: { q: '   ', limit: 1 } });
    assert.equal(blank.status, 200);
    assert.equal(blank.headers.get('x-total-count'), everyone.headers.get('x-total-count'));
  });

  it("pages the characters, found by serial number or by their owner's e-mail", async () => {
    const bySerial = await readPages<CharacterView>(call, CharacterRoutes.all, { q: MARK, sort: 'serial', limit: '40' }, admin);
    assert.deepEqual([...bySerial.totals], [String(ROWS)]);
    const serials = bySerial.items.map((character) => character.serialNumber);
    assert.deepEqual(serials, sorted(serials));
    assert.equal(new Set(serials).size, ROWS);

    const byOwner = await call(CharacterRoutes.all, { token: admin, query: { q: `owner-${MARK}-33@` } });
    assert.deepEqual(
      byOwner.body.map((character) => character.serialNumber),
      [`${MARK.toUpperCase()}-033`],
    );
    assert.equal(byOwner.body[0]!.owner?.displayName, 'Family 33');
  });

  it("pages a family's own characters, found by serial number or type, sorted by serial or creation", async () => {
    const whole = await call(CharacterRoutes.mine, { token: family });
    assert.equal(whole.status, 200);
    assert.equal(whole.body.length, ROWS, 'the whole list without paging parameters');
    assert.equal(whole.headers.get('link'), null);

    const newest = await readPages<CharacterView>(call, CharacterRoutes.mine, { limit: '50' }, family);
    assert.deepEqual([...newest.totals], [String(ROWS)]);
    assert.equal(newest.pages, 3);
    assert.deepEqual(
      newest.items.map((character) => character.serialNumber),
      Array.from({ length: ROWS }, (_, i) => `${FAMILY_MARK.toUpperCase()}A-${pad(i + 1)}`),
      'newest first, none lost or repeated',
    );

    const bySerial = await readPages<CharacterView>(call, CharacterRoutes.mine, { sort: '-serial', limit: '30' }, family);
    const serials = bySerial.items.map((character) => character.serialNumber);
    assert.equal(new Set(serials).size, ROWS);
    assert.deepEqual(serials, sorted(serials, true));

    const badgers = await readPages<CharacterView>(call, CharacterRoutes.mine, { q: 'BADGER', sort: 'created' }, family);
    assert.deepEqual([...badgers.totals], [String(ROWS / 3)]);
    assert.ok(badgers.items.every((character) => character.characterType === 'Family badger'));
    const one = await call(CharacterRoutes.mine, { token: family, query: { q: `${FAMILY_MARK}a-042` } });
    assert.deepEqual(
      one.body.map((character) => character.serialNumber),
      [`${FAMILY_MARK.toUpperCase()}A-042`],
    );
    assert.equal(one.headers.get('x-total-count'), '1');

    const theirs = await readPages<CharacterView>(call, CharacterRoutes.mine, { q: FAMILY_MARK }, neighbour);
    assert.deepEqual([...theirs.totals], ['3']);
    assert.ok(theirs.items.every((character) => character.serialNumber.startsWith(`${FAMILY_MARK.toUpperCase()}B-`)));

    for (const limit of ['0', '501', 'many']) {
      const refused = await call(CharacterRoutes.mine, { token: family, untypedQuery: { limit } } as never);
      assert.equal(refused.status, 400, limit);
      assert.match((refused.body as { message: string }).message, /limit must be a whole number from 1 to 500/);
    }
  });

  it("pages a family's own orders to the whole list, found by number, status or what was bought, sorted by total", async () => {
    const whole = await call(OrderRoutes.mine, { token: family });
    assert.equal(whole.status, 200);
    assert.equal(whole.body.length, ROWS, 'the whole list without paging parameters');
    assert.equal(whole.headers.get('link'), null);
    assert.deepEqual(
      whole.body.map((order) => order.number),
      Array.from({ length: ROWS }, (_, i) => `SS-${FAMILY_MARK.toUpperCase()}${pad(i + 1)}`),
      'newest first',
    );

    const newest = await readPages<OrderView>(call, OrderRoutes.mine, { limit: '50' }, family);
    assert.deepEqual([...newest.totals], [String(ROWS)]);
    assert.equal(newest.pages, 3);
    assert.deepEqual(newest.items, whole.body, 'every page read to the end is the whole list, none lost or repeated');

    const byTotal = await readPages<OrderView>(call, OrderRoutes.mine, { sort: '-total', limit: '40' }, family);
    const totals = byTotal.items.map((order) => order.total);
    assert.equal(new Set(byTotal.items.map((order) => order._id)).size, ROWS);
    assert.deepEqual(
      totals,
      [...totals].sort((a, b) => b - a),
    );

    const badgers = await readPages<OrderView>(call, OrderRoutes.mine, { q: 'BADGER', sort: 'created' }, family);
    assert.deepEqual([...badgers.totals], [String(ROWS / 3)]);
    assert.ok(badgers.items.every((order) => order.lines.some((line) => line.name === 'Family badger')));
    const refunded = await readPages<OrderView>(call, OrderRoutes.mine, { q: 'refunded', limit: '7' }, family);
    assert.deepEqual([...refunded.totals], [String(ROWS / 4)]);
    assert.ok(refunded.items.every((order) => order.status === 'refunded'));
    const one = await call(OrderRoutes.mine, { token: family, query: { q: `${FAMILY_MARK}042` } });
    assert.deepEqual(
      one.body.map((order) => order.number),
      [`SS-${FAMILY_MARK.toUpperCase()}042`],
    );
    assert.equal(one.headers.get('x-total-count'), '1');

    const older = await readPages<OrderView>(call, OrderRoutes.mine, { before: whole.body[99]!.createdAt, limit: '10' }, family);
    assert.deepEqual(older.items, whole.body.slice(100), 'a page of those made before a moment');

    const theirs = await readPages<OrderView>(call, OrderRoutes.mine, { limit: '2' }, neighbour);
    assert.deepEqual([...theirs.totals], ['3']);
    assert.ok(theirs.items.every((order) => !order.number.startsWith(`SS-${FAMILY_MARK.toUpperCase()}`)));

    for (const limit of ['0', '501', 'many']) {
      const refused = await call(OrderRoutes.mine, { token: family, untypedQuery: { limit } } as never);
      assert.equal(refused.status, 400, limit);
      assert.match((refused.body as { message: string }).message, /limit must be a whole number from 1 to 500/);
    }
  });

  it('pages the interests, found by e-mail and by state', async () => {
    const all = await readPages<InterestView>(call, InterestRoutes.list, { q: MARK, sort: 'email', limit: '25' }, admin);
    assert.deepEqual([...all.totals], [String(ROWS)]);
    assert.deepEqual(
      all.items.map((interest) => interest.email),
      Array.from({ length: ROWS }, (_, i) => `${MARK}-news-${pad(i + 1)}@families.example.com`),
    );
    const unsubscribed = await readPages<InterestView>(call, InterestRoutes.list, { q: 'unsubscribed', limit: '500' }, admin);
    const ours = unsubscribed.items.filter((interest) => interest.email.startsWith(MARK));
    assert.equal(ours.length, ROWS / 5);
    assert.ok(unsubscribed.items.every((interest) => interest.state === 'unsubscribed'));

    // Unsorted, a page comes in the whole list's order: newest first.
    const whole = await call(InterestRoutes.list, { token: admin });
    const page = await call(InterestRoutes.list, { token: admin, query: { limit: 10 } });
    assert.deepEqual(
      page.body.map((interest) => interest._id),
      whole.body.slice(0, 10).map((interest) => interest._id),
    );
  });

  it('pages the enquiries and the campaigns, searched and sorted', async () => {
    const enquiries = await readPages<EnquiryView>(call, ContactRoutes.list, { q: MARK, sort: '-email', limit: '50' }, admin);
    const emails = enquiries.items.map((enquiry) => enquiry.email);
    assert.equal(emails.length, ROWS);
    assert.deepEqual(emails, sorted(emails, true));

    const campaigns = await readPages<CampaignView>(call, CampaignRoutes.list, { q: `news ${MARK}`, sort: 'subject' }, admin);
    const subjects = campaigns.items.map((campaign) => campaign.subject);
    assert.deepEqual([...campaigns.totals], [String(ROWS)]);
    assert.deepEqual(subjects, sorted(subjects));
  });

  it('pages the orders by total, within a status, found by e-mail or number', async () => {
    const paid = await readPages<OrderView>(
      call,
      OrderRoutes.list,
      { q: MARK, status: 'paid', sort: '-total', limit: '20' },
      admin,
    );
    assert.deepEqual([...paid.totals], [String((ROWS * 3) / 4)]);
    assert.ok(paid.items.every((order) => order.status === 'paid' && order.email!.startsWith(MARK)));
    const totals = paid.items.map((order) => order.total);
    assert.deepEqual(
      totals,
      [...totals].sort((a, b) => b - a),
    );
    const one = paid.items[7]!;
    const byNumber = await call(OrderRoutes.list, { token: admin, query: { q: one._id.slice(0, 13) } });
    assert.ok(byNumber.body.some((order) => order._id === one._id));
    const refunded = await call(OrderRoutes.list, { token: admin, query: { q: `refunded`, limit: 500 } });
    assert.ok(refunded.body.every((order) => order.status === 'refunded'));
  });

  it('pages the audit log within a type, and the versions by size', async () => {
    const changes = await readPages<AuditEntryView>(
      call,
      AuditRoutes.list,
      { q: `change ${MARK}`, type: 'station', limit: '7' },
      admin,
    );
    assert.deepEqual([...changes.totals], [String(ROWS / 2)]);
    assert.ok(changes.items.every((entry) => entry.target.type === 'station'));
    const times = changes.items.map((entry) => entry.at);
    assert.deepEqual(times, sorted(times, true), 'newest first');

    const versions = await readPages<VersionView>(call, VersionRoutes.list, { q: MARK, sort: 'size', limit: '30' }, admin);
    assert.equal(versions.items.length, ROWS);
    const sizes = versions.items.map((version) => version.size);
    assert.deepEqual(
      sizes,
      [...sizes].sort((a, b) => a - b),
    );
  });

  it("pages a station's hours of health newest first, and still answers every hour of the range without paging", async () => {
    const station = await db.query<{ id: string }>(
      `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
       VALUES (gen_random_uuid(), '${MARK}-health', 'Health ${MARK}', 51.5, -0.1) RETURNING id`,
    );
    const id = station.rows[0]!.id;
    // The 700 hours before this one: more than two pages of 300, all within the 720 hours asked.
    await db.query(
      `INSERT INTO devices.health_hours (station_id, hour, samples, stories_played)
       SELECT $1::uuid, date_trunc('hour', now()) - n * interval '1 hour', n, 0 FROM generate_series(1, 700) AS n`,
      [id],
    );
    const whole = await call(StationRoutes.health, { token: admin, params: { id }, query: { hours: 720 } });
    assert.equal(whole.status, 200);
    assert.equal(whole.body.length, 700);
    assert.equal(whole.headers.get('link'), null);

    const paged = await readPages<HealthHourView>(call, StationRoutes.health, { hours: '720', limit: '300' }, admin, { id });
    assert.deepEqual([...paged.totals], ['700']);
    assert.equal(paged.pages, 3);
    assert.deepEqual(paged.items, whole.body, 'the same hours, newest first, none lost or repeated');

    const lastDay = await readPages<HealthHourView>(call, StationRoutes.health, { hours: '24', limit: '10' }, admin, { id });
    assert.deepEqual([...lastDay.totals], ['23']);
    assert.deepEqual(
      lastDay.items.map((hour) => hour.samples),
      Array.from({ length: 23 }, (_, i) => i + 1),
    );

    for (const query of [{ limit: '0' }, { limit: '501' }, { cursor: 'bm90LWEtY3Vyc29y' }, { cursor: 'not a cursor' }]) {
      const refused = await call(StationRoutes.health, { token: admin, params: { id }, untypedQuery: query } as never);
      assert.equal(refused.status, 400, JSON.stringify(query));
      assert.match((refused.body as { message: string }).message, /limit|cursor/);
    }
  });

  it("pages a day's raw events newest first by (moment, id), past the most a page holds", async () => {
    // A day of this file's own, 40 days back: no other file stores events then.
    const day = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const month = await db.query<{ name: string; from: string; to: string }>(
      `SELECT to_char($1::date, '"events_"YYYY"_"MM') AS name,
              date_trunc('month', $1::date)::date::text AS from, (date_trunc('month', $1::date) + interval '1 month')::date::text AS to`,
      [day],
    );
    const { name, from, to } = month.rows[0]!;
    await db.query(
      `CREATE TABLE IF NOT EXISTS analytics."${name}" PARTITION OF analytics.events FOR VALUES FROM ('${from}') TO ('${to}')`,
    );
    const EVENTS = 2_500;
    // Three events at each moment, each a microsecond apart from the next: the cursor must keep both.
    await db.query(
      `INSERT INTO analytics.events (id, received_at, session_id, type, page)
       SELECT gen_random_uuid(), $1::date AT TIME ZONE 'UTC' + (n / 3) * interval '1.000001 second', '${MARK}', 'pageview', '/' || n
         FROM generate_series(1, $2::int) AS n`,
      [day, EVENTS],
    );
    const newestFirst = await db.query<{ id: string }>(
      `SELECT id::text FROM analytics.events WHERE session_id = '${MARK}' ORDER BY received_at DESC, id DESC`,
    );
    const range = { startDate: day, endDate: day };

    const first = await call(AnalyticsRoutes.events, { token: admin, query: range });
    assert.equal(first.status, 200);
    assert.equal(first.body.data.length, 1000, 'the newest 1000, as before');
    assert.equal(first.headers.get('x-total-count'), String(EVENTS));
    assert.match(first.headers.get('link') ?? '', /rel="next"$/);

    for (const limit of ['1000', '300']) {
      const pages = await readPages<AnalyticsEventView>(call, AnalyticsRoutes.events, { ...range, limit }, admin);
      assert.deepEqual([...pages.totals], [String(EVENTS)]);
      assert.equal(pages.pages, Math.ceil(EVENTS / Number(limit)));
      assert.deepEqual(
        pages.items.map((event) => event._id),
        newestFirst.rows.map((row) => row.id),
        'every event once, newest first',
      );
    }

    const today = await call(AnalyticsRoutes.events, { token: admin });
    assert.equal(today.status, 200);
    assert.ok(today.headers.get('x-total-count'), 'a request with no parameters is a page too');
    for (const cursor of ['bm90LWEtY3Vyc29y', 'WyIyMDI2LTAxLTAxVDAwOjAwOjAwLjAwMDAwMFoiLCJub3QtYW4taWQiXQ']) {
      const refused = await call(AnalyticsRoutes.events, { token: admin, untypedQuery: { ...range, cursor } } as never);
      assert.equal(refused.status, 400, cursor);
      assert.match((refused.body as { message: string }).message, /cursor/);
    }
  });

  it('refuses a sort a list does not have, naming the ones it does', async () => {
    const lists: Array<[Parameters<ApiCall>[0], string]> = [
      [IdentityRoutes.listUsers, 'email, -email, name, -name, created, -created'],
      [CharacterRoutes.all, 'created, -created, serial, -serial'],
      [CharacterRoutes.mine, 'created, -created, serial, -serial'],
      [InterestRoutes.list, 'email, -email, registered, -registered'],
      [ContactRoutes.list, 'received, -received, email, -email, kind, -kind'],
      [CampaignRoutes.list, 'created, -created, subject, -subject, status, -status'],
      [OrderRoutes.list, 'created, -created, total, -total, status, -status'],
      [OrderRoutes.mine, 'created, -created, total, -total'],
      [AuditRoutes.list, 'at, -at'],
      [VersionRoutes.list, 'uploaded, -uploaded, tag, -tag, size, -size'],
      [RolloutRoutes.list, 'created, -created, tag, -tag, status, -status'],
    ];
    for (const [route, allowed] of lists) {
      const res = await call(route as never, { token: admin, untypedQuery: { sort: 'shoe_size' } } as never);
      assert.equal(res.status, 400, (route as { path: string }).path);
      assert.equal((res.body as { message: string }).message, `sort must be one of ${allowed}`);
      const bad = await call(route as never, { token: admin, untypedQuery: { cursor: 'bm90LWEtY3Vyc29y' } } as never);
      assert.equal(bad.status, 400, (route as { path: string }).path);
      assert.match((bad.body as { message: string }).message, /cursor/);
    }
  });
});
