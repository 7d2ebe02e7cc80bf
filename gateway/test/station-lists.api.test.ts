import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type StationView, ApiKeyRoutes, StationRoutes } from '@storystump/contracts';
import { startSystem, testClientAddress, type OwnSystem, apiClient } from '@storystump/testing';
import pg from 'pg';
import { signInAsAdmin } from './sessions.js';

/** A fleet whose lists are each well over the 1 MB one NATS message carries. */
const FLEET_SIZE = 7000;

let system: OwnSystem;
let db: pg.Client;
let call: ReturnType<typeof apiClient>;
let adminToken: string;
let stationIds: Set<string>;

/** Stations stored as such (the API would take minutes for this many), each with a stump that called in and a key. */
async function storeFleet(count: number): Promise<Set<string>> {
  const stored = await db.query<{ id: string }>(
    `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude)
     SELECT gen_random_uuid(), 'bulk-' || n, 'The Old Oak by the Long Meadow, Whispering Woods, station number ' || n, 51.5, -1.25
       FROM generate_series(1, $1::int) AS n
     RETURNING id`,
    [count],
  );
  await db.query(
    `INSERT INTO devices.station_status (station_id, last_contact_at, running_version, uptime_seconds)
     SELECT id, now(), 'v1.2.3', 3600 FROM devices.base_stations WHERE base_id LIKE 'bulk-%'`,
  );
  await db.query(
    `INSERT INTO devices.api_keys (id, key_hash, prefix, base_station_id)
     SELECT gen_random_uuid(), encode(sha256(id::text::bytea), 'hex'), 'ssk_bulk', id
       FROM devices.base_stations WHERE base_id LIKE 'bulk-%'`,
  );
  return new Set(stored.rows.map((row) => row.id));
}

before(async () => {
  // A system of its own: thousands of stations would slow every other file's station lists.
  // The lists must come whole; how fast a loaded machine reads thousands of rows is not tested here.
  system = await startSystem({ settings: { RPC_TIMEOUT_MS: '30000' } });
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
  stationIds = await storeFleet(FLEET_SIZE);
});
after(async () => {
  await db?.end();
  await system?.stop();
});

describe('station lists of a large fleet', () => {
  it('answers the public list whole, and 304 to a browser that has it', async () => {
    const res = await fetch(`${system.baseUrl}/api/basestations`, { headers: { 'x-forwarded-for': testClientAddress() } });
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.ok(text.length > 1024 * 1024, `the list is ${text.length} bytes`);
    const listed = JSON.parse(text) as StationView[];
    assert.ok(Array.isArray(listed));
    assert.equal(listed.filter((station) => stationIds.has(station._id)).length, FLEET_SIZE);
    assert.equal(new Set(listed.map((station) => station._id)).size, listed.length, 'no station is listed twice');
    const again = await call(StationRoutes.list, { headers: { 'if-none-match': res.headers.get('etag')! } });
    assert.equal(again.status, 304);
  });

  it("answers the admin's statuses whole, each with its stump's last contact", async () => {
    const res = await call(StationRoutes.statuses, { token: adminToken });
    assert.equal(res.status, 200);
    const ours = res.body.filter((status) => stationIds.has(status.baseStationId));
    assert.equal(ours.length, FLEET_SIZE);
    assert.ok(ours.every((status) => status.lastContactAt !== null && status.runningVersion === 'v1.2.3'));
  });

  it('answers the API keys whole', async () => {
    const res = await call(ApiKeyRoutes.list, { token: adminToken });
    assert.equal(res.status, 200);
    assert.equal(res.body.filter((key) => key.baseStation && stationIds.has(key.baseStation._id)).length, FLEET_SIZE);
  });

  it('shows a station added to the large fleet on the public list at once', async () => {
    const created = await call(StationRoutes.create, {
      token: adminToken,
      body: { base_id: 'one-more', friendly_name: 'One more', latitude: 52, longitude: -1 },
    });
    assert.equal(created.status, 201);
    const res = await call(StationRoutes.list);
    assert.equal(res.status, 200);
    assert.ok(res.body.some((station) => station._id === created.body._id));
    assert.equal(res.body.length, FLEET_SIZE + 1);
  });
});
