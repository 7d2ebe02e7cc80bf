import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiKeyRoutes, StationRoutes, type ApiKeyView, type StationStatusView, type StationView } from '@storystump/contracts';
import type { apiClient } from '@storystump/testing';
import type pg from 'pg';
import { assertTotalShown, nextCursor, readPages as readPagesOf } from './pages.js';
import { startBigListSystem, type BigListSystem } from './big-list-system.js';

/** A fleet far past what one NATS message or one page carries. */
const FLEET_SIZE = 20_000;
/** Stations share each friendly name in tens, so a sort by name has ties for the id to break. */
const NAMES = 2_000;

let big: BigListSystem;
let db: pg.Client;
let call: ReturnType<typeof apiClient>;
let adminToken: string;

/** Stations stored with COPY (the API would take minutes for this many), each with a status and a key. */
async function storeFleet(): Promise<void> {
  await db.query(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude, created_at)
     SELECT gen_random_uuid(), 'page-' || lpad(n::text, 5, '0'), 'Hollow ' || (n % $2::int) || ' of the Long Meadow',
            50 + (n % 100) / 100.0, -2 + (n % 97) / 100.0, now() - (n % 500) * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [FLEET_SIZE, NAMES],
  );
  await db.query(
    `INSERT INTO devices.station_status (station_id, last_contact_at, running_version, uptime_seconds)
     SELECT id, now(), 'v2.0.0', 60 FROM devices.base_stations WHERE base_id LIKE 'page-%'`,
  );
  await db.query(
    `INSERT INTO devices.api_keys (id, key_hash, prefix, base_station_id, created_at)
     SELECT gen_random_uuid(), encode(sha256(id::text::bytea), 'hex'), 'ssk_page', id, now() - (random() * 1000) * interval '1 second'
       FROM devices.base_stations WHERE base_id LIKE 'page-%'`,
  );
  await db.query('ANALYZE devices.base_stations; ANALYZE devices.station_status; ANALYZE devices.api_keys');
}

const readPages = <T>(
  route: typeof StationRoutes.list | typeof StationRoutes.statuses | typeof ApiKeyRoutes.list,
  query: Record<string, string>,
  token?: string,
) => readPagesOf<T>(call, route, query, token);

const ours = (station: { base_id: string }) => station.base_id.startsWith('page-');

before(async () => {
  big = await startBigListSystem();
  ({ db, call, adminToken } = big);
  await storeFleet();
});
after(() => big?.stop());

describe('station lists of 20,000, whole and paged', () => {
  it('pages through the public list to the end: the whole list, in its order, nothing lost or repeated', async () => {
    const whole = await call(StationRoutes.list);
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('link'), null, 'the whole list has no next page');
    const listed = whole.body.filter(ours);
    assert.equal(listed.length, FLEET_SIZE);

    const paged = await readPages<StationView>(StationRoutes.list, { limit: '500' });
    assert.equal(paged.pages, Math.ceil(whole.body.length / 500));
    assertTotalShown(paged.totals, whole.body.length);
    assert.deepEqual(
      paged.items.map((station) => station._id),
      whole.body.map((station) => station._id),
    );
  });

  it('pages the public list by name, descending, with ties broken by id: each station once', async () => {
    const paged = await readPages<StationView>(StationRoutes.list, { limit: '333', sort: '-friendly_name' });
    const names = paged.items.filter(ours);
    assert.equal(names.length, FLEET_SIZE);
    assert.equal(new Set(paged.items.map((station) => station._id)).size, paged.items.length, 'no station twice');
    const expected = await db.query<{ id: string }>(
      `SELECT id::text FROM devices.base_stations ORDER BY friendly_name DESC, id DESC`,
    );
    assert.deepEqual(
      paged.items.map((station) => station._id),
      expected.rows.map((row) => row.id),
    );
  });

  it('pages the statuses by creation, newest first, and finds them by base_id or name', async () => {
    const whole = await call(StationRoutes.statuses, { token: adminToken });
    assert.equal(whole.status, 200);
    const paged = await readPages<StationStatusView>(StationRoutes.statuses, { limit: '500', sort: '-created' }, adminToken);
    assertTotalShown(paged.totals, whole.body.length);
    assert.deepEqual(
      paged.items.map((status) => status.baseStationId).sort(),
      whole.body.map((status) => status.baseStationId).sort(),
    );
    assert.ok(paged.items.filter(ours).every((status) => status.runningVersion === 'v2.0.0'));

    const byName = await readPages<StationStatusView>(StationRoutes.statuses, { q: 'HOLLOW 1234 OF' }, adminToken);
    const [{ count }] = (
      await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM devices.base_stations WHERE friendly_name ILIKE '%hollow 1234 of%' OR base_id ILIKE '%hollow 1234 of%'`,
      )
    ).rows;
    assert.ok(count > 0);
    assert.deepEqual([...byName.totals], [String(count)]);
    assert.equal(byName.items.length, count);
    assert.ok(byName.items.every((status) => status.friendly_name === 'Hollow 1234 of the Long Meadow'));

    const byBaseId = await call(StationRoutes.statuses, { token: adminToken, query: { q: 'page-0000' } });
    assert.deepEqual(
      byBaseId.body.map((status) => status.base_id),
      [
        'page-00001',
        'page-00002',
        'page-00003',
        'page-00004',
        'page-00005',
        'page-00006',
        'page-00007',
        'page-00008',
        'page-00009',
      ],
    );
    assert.equal(byBaseId.headers.get('x-total-count'), '9');
    assert.equal(byBaseId.headers.get('link'), null, 'one page holds them all');
  });

  it('counts what a search matches exactly up to 10,000 and marks a larger total as an estimate', async () => {
    const within = await call(StationRoutes.statuses, { token: adminToken, query: { q: 'page-0', limit: 50 } });
    assert.equal(within.status, 200);
    assert.equal(within.headers.get('x-total-count'), '9999');
    assert.equal(within.headers.get('x-total-count-estimated'), null);

    const past = await call(StationRoutes.statuses, { token: adminToken, query: { q: 'page-', limit: 50 } });
    assert.equal(past.status, 200);
    assert.equal(past.body.length, 50);
    assert.equal(past.headers.get('x-total-count-estimated'), 'true');
    assert.ok(Number(past.headers.get('x-total-count')) > 10_000, `about ${past.headers.get('x-total-count')}`);
  });

  it('takes a search with the characters LIKE treats specially as they are', async () => {
    const res = await call(StationRoutes.list, { query: { q: '%_' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, []);
    assert.equal(res.headers.get('x-total-count'), '0');
  });

  it("pages the API keys, newest first, and finds a key by its station's base_id", async () => {
    const whole = await call(ApiKeyRoutes.list, { token: adminToken });
    const paged = await readPages<ApiKeyView>(ApiKeyRoutes.list, { limit: '500' }, adminToken);
    assertTotalShown(paged.totals, whole.body.length);
    assert.deepEqual(paged.items.map((key) => key._id).sort(), whole.body.map((key) => key._id).sort());
    const times = paged.items.map((key) => key.createdAt);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    const found = await call(ApiKeyRoutes.list, { token: adminToken, query: { q: 'page-12345' } });
    assert.equal(found.status, 200);
    assert.deepEqual(
      found.body.map((key) => key.baseStation?.base_id),
      ['page-12345'],
    );
  });

  it('refuses a garbled cursor, a cursor of another sort, an unknown sort and a page over 500 with 400 naming them', async () => {
    const first = await call(StationRoutes.list, { query: { limit: 2 } });
    const cursor = nextCursor(first, '/api/basestations', { limit: '2' })!;
    const refusals: Array<[Record<string, string | number>, RegExp]> = [
      [{ cursor: 'not-a-cursor' }, /cursor/],
      [{ cursor: 'x!y' }, /cursor/],
      [{ cursor: Buffer.from(JSON.stringify(['base_id', 'page-1', 'not-an-id'])).toString('base64url') }, /cursor/],
      [
        {
          cursor: Buffer.from(JSON.stringify(['created', 'not a moment', '8f7f2c4e-8a53-4d8c-9d1f-1a2b3c4d5e6f'])).toString(
            'base64url',
          ),
          sort: 'created',
        },
        /cursor/,
      ],
      [{ cursor, sort: 'friendly_name' }, /cursor was made for the sort base_id/],
      [{ sort: 'latitude' }, /sort must be one of base_id, -base_id, friendly_name, -friendly_name, created, -created/],
      [{ limit: 501 }, /limit must be a whole number from 1 to 500/],
      [{ limit: 0 }, /limit must be a whole number from 1 to 500/],
      [{ q: 'x'.repeat(201) }, /q must be at most 200 characters/],
    ];
    for (const [query, message] of refusals) {
      const res = await call(StationRoutes.list, {
        untypedQuery: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      });
      assert.equal(res.status, 400, `${JSON.stringify(query)} answered ${res.status}`);
      assert.match(String(res.body.message), message, JSON.stringify(query));
    }
    const statuses = await call(StationRoutes.statuses, { token: adminToken, untypedQuery: { cursor: 'garbled' } });
    assert.equal(statuses.status, 400);
    assert.match(String(statuses.body.message), /cursor/);
  });
});
