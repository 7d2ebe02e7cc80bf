import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startSystem, type OwnSystem } from '@storystump/testing';
import pg from 'pg';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const DEMO_EMAIL = '%@demo.storystump.example';

let system: OwnSystem;
let db: pg.Client;

/** `npm run seed:demo -- --size=small` against the test's system; how it ended and what it printed. */
function seedDemo(env: Record<string, string> = {}, args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/seed-demo.mjs', '--size=small', `--url=${system.baseUrl}`, ...args], {
      cwd: repo,
      env: {
        ...process.env,
        ...system.settings,
        ADMIN_EMAIL: system.adminEmail,
        ADMIN_PASSWORD: system.adminPassword,
        NODE_ENV: 'development',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** How much of everything the demo makes the system holds. */
async function world(): Promise<Record<string, number>> {
  const counts: Record<string, string> = {
    stations: `SELECT count(*) FROM devices.base_stations WHERE base_id LIKE 'demo-%'`,
    keys: `SELECT count(*) FROM devices.api_keys k JOIN devices.base_stations s ON s.id = k.base_station_id WHERE s.base_id LIKE 'demo-%'`,
    heartbeats: `SELECT count(*) FROM devices.health_samples h JOIN devices.base_stations s ON s.id = h.station_id WHERE s.base_id LIKE 'demo-%'`,
    families: `SELECT count(*) FROM identity.users WHERE email LIKE '${DEMO_EMAIL}'`,
    characters: `SELECT count(*) FROM characters.characters WHERE serial_number LIKE 'DEMO-%'`,
    characterTypes: `SELECT count(*) FROM characters.character_types`,
    visits: `SELECT count(*) FROM characters.visits WHERE station_base_id LIKE 'demo-%'`,
    orders: `SELECT count(*) FROM catalog.orders WHERE customer_email LIKE '${DEMO_EMAIL}'`,
    refunded: `SELECT count(*) FROM catalog.orders WHERE customer_email LIKE '${DEMO_EMAIL}' AND status = 'refunded'`,
    signUps: `SELECT count(*) FROM marketing.interests WHERE email LIKE '${DEMO_EMAIL}'`,
    confirmed: `SELECT count(*) FROM marketing.interests WHERE email LIKE '${DEMO_EMAIL}' AND confirmed_at IS NOT NULL`,
    enquiries: `SELECT count(*) FROM marketing.enquiries WHERE email LIKE '${DEMO_EMAIL}'`,
    stumpEnquiries: `SELECT count(*) FROM marketing.enquiries WHERE email LIKE '${DEMO_EMAIL}' AND kind = 'stump'`,
    campaigns: `SELECT count(*) FROM marketing.campaigns`,
    versions: `SELECT count(*) FROM devices.versions`,
    rollouts: `SELECT count(*) FROM devices.rollouts WHERE status = 'running'`,
    pageViews: `SELECT count(*) FROM analytics.events`,
  };
  const found: Record<string, number> = {};
  for (const [name, sql] of Object.entries(counts)) found[name] = Number((await db.query<{ count: string }>(sql)).rows[0]!.count);
  return found;
}

before(async () => {
  // A system of its own: the demo's mailing goes to every confirmed address, and its stations count on every map.
  system = await startSystem({ settings: { LOG_LEVEL: 'warn' } });
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});

after(async () => {
  await db?.end();
  await system?.stop();
});

describe('npm run seed:demo', () => {
  it('refuses with NODE_ENV=production, saying why, and writes nothing', async () => {
    const before = await world();
    const { code, output } = await seedDemo({ NODE_ENV: 'production' });
    assert.notEqual(code, 0);
    assert.match(output, /seed:demo does not run with NODE_ENV=production/);
    assert.match(output, /Nothing was written/);
    assert.deepEqual(await world(), before);
    assert.equal(before.stations + before.families + before.orders + before.visits, 0);
  });

  it('refuses a system or a database on another machine unless told it is one of ours, and writes nothing', async () => {
    const before = await world();
    const elsewhere = [
      await seedDemo({}, ['--url=https://shop.example.com']),
      await seedDemo({ DATABASE_URL: 'postgres://postgres@db.example.com:5432/storystump' }),
    ];
    for (const { code, output } of elsewhere) {
      assert.notEqual(code, 0);
      assert.match(
        output,
        /seed:demo fills only a system on this machine, and (shop|db)\.example\.com is not: add --allow-remote/,
      );
    }
    assert.deepEqual(await world(), before);
  });

  it('seeds one world however often it runs, and the public map shows its stations', async () => {
    const first = await seedDemo();
    assert.equal(first.code, 0, first.output);
    const once = await world();
    for (const [name, count] of Object.entries(once)) assert.ok(count > 0, `${name}: ${count}`);
    assert.equal(once.stations, 4);
    assert.equal(once.families, 2);
    assert.equal(once.refunded, 1);
    assert.equal(once.enquiries, 2, 'a stump enquiry and a message');
    assert.equal(once.stumpEnquiries, 1);
    assert.ok(once.confirmed > 0 && once.confirmed < once.signUps, 'some sign-ups confirmed, some pending');

    const second = await seedDemo();
    assert.equal(second.code, 0, second.output);
    assert.deepEqual(await world(), once);

    const map = (await (await fetch(`${system.baseUrl}/api/basestations`)).json()) as {
      base_id: string;
      friendly_name: string;
    }[];
    const demo = map.filter((station) => station.base_id.startsWith('demo-'));
    assert.equal(demo.length, once.stations);
    assert.ok(demo.some((station) => station.friendly_name === 'Oak stump, Hampstead Heath'));

    for (const run of [first, second]) {
      assert.match(run.output, /stations and their keys[\s\S]*site visits \(analytics\)[\s\S]*Time by phase:/);
      assert.match(run.output, /stations {4}4 \(/);
      assert.match(run.output, /enquiries {3}2 \(1 stump, 1 contact\)/);
      assert.match(run.output, /demo-family-1@demo\.storystump\.example \/ woodland-demo-1/);
    }
  });
});
