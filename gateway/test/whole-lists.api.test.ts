import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  AnalyticsEventView,
  CampaignView,
  CharacterView,
  EnquiryView,
  InterestView,
  OrderView,
  StationFootfall,
  UserView,
} from '@storystump/contracts';
import { testClientAddress, type OwnSystem } from '@storystump/testing';
import type pg from 'pg';
import { startBigListSystem, type BigListSystem } from './big-list-system.js';

/** Each list stored here is well over the 1 MB one NATS message carries. */
const USERS = 20_000;
const CHARACTERS = 12_000;
const INTERESTS = 12_000;
const ENQUIRIES = 3_000;
const CAMPAIGNS = 5_000;
const ORDERS_PAGE = 200;
const LINES_PER_ORDER = 25;
const EVENTS_PAGE = 1000;
const FOOTFALL_STATIONS = 100;
const FOOTFALL_DAYS = 400;

let big: BigListSystem;
let system: OwnSystem;
let db: pg.Client;
let adminToken: string;

/** Rows stored as such: the API would take minutes for this many. */
async function storeLargeLists(): Promise<void> {
  await db.query(
    `INSERT INTO identity.users (id, display_name, email, password_hash)
     SELECT gen_random_uuid(), 'Bulk reader of many stories ' || n, 'bulk-reader-' || n || '@families.example.com', 'not-a-hash'
       FROM generate_series(1, $1::int) AS n`,
    [USERS],
  );
  const type = await db.query<{ id: string }>(
    `INSERT INTO characters.character_types (id, encrypted_type, character_type)
     VALUES (gen_random_uuid(), 'bulk-type-code', 'Bulk woodland owl') RETURNING id`,
  );
  await db.query(
    `INSERT INTO characters.characters (id, serial_number, type_id, owner_id, owner_display_name, assigned_at)
     SELECT gen_random_uuid(), 'BULK-' || n, $2::uuid, gen_random_uuid(), 'A family of the Long Meadow ' || n, now()
       FROM generate_series(1, $1::int) AS n`,
    [CHARACTERS, type.rows[0]!.id],
  );
  await db.query(
    `INSERT INTO marketing.interests (id, email, registered_at, confirmed_at)
     SELECT gen_random_uuid(), 'bulk-interest-' || n || '@families.example.com', now(), now()
       FROM generate_series(1, $1::int) AS n`,
    [INTERESTS],
  );
  await db.query(
    `INSERT INTO marketing.enquiries (id, kind, email, fields, mailed_at)
     SELECT gen_random_uuid(), 'contact', 'bulk-enquirer-' || n || '@families.example.com',
            jsonb_build_object('email', 'bulk-enquirer-' || n || '@families.example.com', 'message', repeat('Where is the nearest stump? ', 20)),
            now()
       FROM generate_series(1, $1::int) AS n`,
    [ENQUIRIES],
  );
  await db.query(
    `INSERT INTO marketing.campaigns (id, subject, html, status, total, send_at, started_at)
     SELECT gen_random_uuid(), 'News from the Whispering Woods, number ' || n || ' of a long season', '<p>News</p>', 'done', 0, now(), now()
       FROM generate_series(1, $1::int) AS n`,
    [CAMPAIGNS],
  );
  await db.query(
    `WITH orders AS (
       INSERT INTO catalog.orders (id, source, customer_email, total_amount, currency, status, created_at)
       SELECT gen_random_uuid(), 'demo', 'bulk-buyer-' || n || '@families.example.com', 100, 'gbp', 'paid', now() - n * interval '1 second'
         FROM generate_series(1, $1::int) AS n
       RETURNING id)
     INSERT INTO catalog.order_lines (id, order_id, price_id, product_id, product_name, unit_amount, quantity)
     SELECT gen_random_uuid(), orders.id, 'price_bulk_' || l, 'prod_bulk_' || l, repeat('A very long product name ', 10) || l, 100, 1
       FROM orders, generate_series(1, $2::int) AS l`,
    [ORDERS_PAGE, LINES_PER_ORDER],
  );
  const month = await db.query<{ name: string; from: string; to: string }>(
    `SELECT to_char(now() AT TIME ZONE 'UTC', '"events_"YYYY"_"MM') AS name,
            date_trunc('month', now() AT TIME ZONE 'UTC') AS from, date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month' AS to`,
  );
  const { name, from, to } = month.rows[0]!;
  await db.query(
    `CREATE TABLE IF NOT EXISTS analytics."${name}" PARTITION OF analytics.events
       FOR VALUES FROM ('${new Date(from).toISOString()}') TO ('${new Date(to).toISOString()}')`,
  );
  await db.query(
    `INSERT INTO analytics.events (id, received_at, session_id, type, page, url)
     SELECT gen_random_uuid(), now() - n * interval '1 millisecond', 'bulk-session', 'pageview',
            '/' || repeat('a-long-story-page/', 100), 'https://storystump.example/' || repeat('a-long-story-page/', 100)
       FROM generate_series(1, $1::int) AS n`,
    [EVENTS_PAGE + 200],
  );
  await db.query(
    `INSERT INTO analytics.footfall_stations (station_id, base_id, name)
     SELECT gen_random_uuid(), 'bulk-' || n, 'The Old Oak by the Long Meadow ' || n FROM generate_series(1, $1::int) AS n`,
    [FOOTFALL_STATIONS],
  );
  await db.query(
    `INSERT INTO analytics.footfall_days (day, station_id, visits)
     SELECT (now() AT TIME ZONE 'UTC')::date - d, s.station_id, 1 + d % 7
       FROM analytics.footfall_stations s, generate_series(0, $1::int - 1) AS d WHERE s.base_id LIKE 'bulk-%'`,
    [FOOTFALL_DAYS],
  );
}

/** Reads a list route whole: 200, and its body over 1 MB. */
async function readWhole<T>(path: string): Promise<T> {
  const res = await fetch(`${system.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': testClientAddress() },
  });
  const text = await res.text();
  assert.equal(res.status, 200, `${path} answered ${res.status}: ${text.slice(0, 200)}`);
  assert.ok(text.length > 1024 * 1024, `${path} is ${text.length} bytes`);
  return JSON.parse(text) as T;
}

before(async () => {
  big = await startBigListSystem();
  ({ system, db, adminToken } = big);
  await storeLargeLists();
});
after(() => big?.stop());

describe('lists past 1 MB are answered whole', () => {
  it('lists every user', async () => {
    const users = await readWhole<UserView[]>('/api/users');
    assert.equal(users.filter((user) => user.email.startsWith('bulk-reader-')).length, USERS);
  });

  it('lists every character', async () => {
    const characters = await readWhole<CharacterView[]>('/api/characters/all');
    assert.equal(characters.filter((character) => character.serialNumber.startsWith('BULK-')).length, CHARACTERS);
  });

  it('lists everyone signed up for news', async () => {
    const interests = await readWhole<InterestView[]>('/api/interest/interests');
    assert.equal(interests.filter((interest) => interest.email.startsWith('bulk-interest-')).length, INTERESTS);
  });

  it('lists every enquiry', async () => {
    const enquiries = await readWhole<EnquiryView[]>('/api/contact/enquiries');
    assert.equal(enquiries.filter((enquiry) => enquiry.email.startsWith('bulk-enquirer-')).length, ENQUIRIES);
  });

  it('lists every campaign', async () => {
    const campaigns = await readWhole<CampaignView[]>('/api/email-marketing/campaigns');
    assert.equal(campaigns.filter((campaign) => campaign.subject.startsWith('News from the Whispering Woods')).length, CAMPAIGNS);
  });

  it('lists every order when no page is asked for, newest first, each with all its lines', async () => {
    const orders = await readWhole<OrderView[]>('/api/orders');
    const bulk = orders.filter((order) => order.email?.startsWith('bulk-buyer-'));
    assert.equal(bulk.length, ORDERS_PAGE);
    assert.equal(bulk[0]!.email, 'bulk-buyer-1@families.example.com');
    assert.ok(bulk.every((order) => order.lines.length === LINES_PER_ORDER));
    const paid = await readWhole<OrderView[]>('/api/orders?status=paid');
    assert.equal(paid.filter((order) => order.email?.startsWith('bulk-buyer-')).length, ORDERS_PAGE);
  });

  it('answers a page of orders whole, each with all its lines', async () => {
    const orders = await readWhole<OrderView[]>(`/api/orders?limit=${ORDERS_PAGE}`);
    assert.equal(orders.length, ORDERS_PAGE);
    assert.ok(orders.every((order) => order.lines.length === LINES_PER_ORDER));
  });

  it('answers as many raw events as asked for', async () => {
    const { data } = await readWhole<{ data: AnalyticsEventView[] }>(`/api/analytics/data?limit=${EVENTS_PAGE}`);
    assert.equal(data.length, EVENTS_PAGE);
  });

  it("answers the most visited stations asked for, each with every day's visits", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - (FOOTFALL_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const footfall = await readWhole<StationFootfall[]>(
      `/api/analytics/footfall?startDate=${start}&endDate=${today}&limit=${FOOTFALL_STATIONS}`,
    );
    assert.equal(footfall.length, FOOTFALL_STATIONS);
    assert.ok(footfall.every((station) => station.days.length === FOOTFALL_DAYS));
  });
});
