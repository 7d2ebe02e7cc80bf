import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CatalogRoutes, ContactRoutes, FamilyExportRoutes, IdentityRoutes, InterestRoutes } from '@storystump/contracts';
import { apiClient, eventually, outboxMails, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import pg from 'pg';
import { filesOfZip } from './family-export-archive.js';

/** Columns that hold whom a row is about: a user's id or an e-mail address, by any of their names. */
const PERSONAL_COLUMN = '(user_id|owner|email|actor|recipient|customer)';

/**
 * Every table that holds a user id or an e-mail address, and the kind of the export its rows go to.
 * A table that appears in the database and in neither list fails the test: it cannot be forgotten.
 */
const EXPORTED: Record<string, string> = {
  'identity.users': 'profile',
  'identity.audit_entries': 'admin-changes',
  'characters.characters': 'characters',
  'characters.mission_mail_choices': 'mission-mails',
  'characters.journey_shares': 'journey-shares',
  'catalog.orders': 'orders',
  'marketing.interests': 'interests',
  'marketing.enquiries': 'enquiries',
  'marketing.deliveries': 'campaign-mails',
  'devices.station_reports': 'stump-reports',
};

/** Tables left out on purpose, each with why. */
const NOT_EXPORTED: Record<string, string> = {
  'identity.password_resets': 'security plumbing: hashes of mailed reset links, kept a day',
  'identity.revoked_tokens': 'security plumbing: ids of ended sessions until they would have expired',
  'identity.family_exports': 'the export requests themselves, which the account page lists',
  'analytics.hosts': "the places that host stumps: a contact address an admin enters for the host, not a family's",
};

/** Rows reached through another exported table rather than a column of their own. */
const EXPORTED_THROUGH: Record<string, string> = {
  'characters.visits': 'visits (through its character)',
  'characters.mission_progress': 'mission-progress (through its character)',
  'catalog.order_lines': 'order-lines (through its order)',
};

let system: RunningSystem;
let db: pg.Client;

before(async () => {
  system = await startSystem();
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await system?.stop();
});

/** Every table of every service schema with the columns that name a user or an address. */
async function personalTables(): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ table: string; column: string }>(
    `SELECT c.table_schema || '.' || c.table_name AS "table", c.column_name AS "column"
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE t.table_type = 'BASE TABLE'
        AND c.table_schema NOT IN ('pg_catalog', 'information_schema', 'public')
        AND c.column_name ~* $1
      ORDER BY 1, 2`,
    [PERSONAL_COLUMN],
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

describe("a family's export leaves out no table", () => {
  it('knows every table of every schema that holds a user id or an e-mail address', async () => {
    const tables = await personalTables();
    assert.ok(tables.has('identity.users') && tables.has('catalog.orders'), 'the walk finds the tables');
    const unaccounted = [...tables.keys()].filter((table) => !(table in EXPORTED) && !(table in NOT_EXPORTED));
    assert.deepEqual(unaccounted, [], 'export these tables, or name them in NOT_EXPORTED with a reason');
    const gone = [...Object.keys(EXPORTED), ...Object.keys(NOT_EXPORTED)].filter((table) => !tables.has(table));
    assert.deepEqual(gone, [], 'these tables no longer hold a user id or an address');
    for (const table of Object.keys(EXPORTED_THROUGH)) {
      const [schema, name] = table.split('.');
      const { rowCount } = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2`, [
        schema,
        name,
      ]);
      assert.equal(rowCount, 1, `${table} exists`);
    }
  });

  it("exports every row of each such table that names the family's account or address", async () => {
    const client = apiClient(system.baseUrl, testClientAddress());
    const email = `wren-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await client(IdentityRoutes.register, {
      body: { displayName: 'Wren', email, password: 'acorns-and-oak' },
    });
    assert.equal(registered.status, 201);
    const token = registered.body.token;
    const { _id: userId } = (await client(IdentityRoutes.me, { token })).body;
    assert.equal(
      (await client(CatalogRoutes.checkout, { token, body: { items: [{ price: 'price_bunny', quantity: 1 }] } })).status,
      200,
    );
    assert.equal((await client(InterestRoutes.register, { body: { email } })).status, 200);
    const enquiry = await client(ContactRoutes.enquire, { body: { email, message: 'Where is the nearest stump?' } });
    assert.ok([200, 201, 202].includes(enquiry.status), JSON.stringify(enquiry.body));

    assert.equal((await client(FamilyExportRoutes.request, { token })).status, 202);
    const [mail] = await eventually(
      async () => (await outboxMails(system.logDir, `To: ${email}`)).filter((m) => m.includes('data export is ready')),
      (found) => found.length > 0,
      30_000,
    );
    assert.ok(mail, 'the export was mailed');
    const path = /\/api\/users\/me\/exports\/\S+/.exec(mail)![0];
    const download = await fetch(`${system.baseUrl}${path}`);
    assert.equal(download.status, 200);
    const { data } = JSON.parse((await filesOfZip(Buffer.from(await download.arrayBuffer()))).get('export.json')!) as {
      data: Record<string, unknown[]>;
    };

    const tables = await personalTables();
    for (const [table, kind] of Object.entries(EXPORTED)) {
      const columns = tables.get(table)!;
      const [schema, name] = table.split('.');
      const matches = columns.map((column) => `"${column}"::text = $1 OR lower("${column}"::text) = lower($2)`).join(' OR ');
      const { rows } = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM "${schema}"."${name}" WHERE ${matches}`,
        [userId, email],
      );
      assert.equal(data[kind]?.length, rows[0]!.count, `${table}: every row about the family is in ${kind}`);
    }
    assert.equal(data['orders']!.length, 1);
    assert.equal(data['interests']!.length, 1);
    assert.equal(data['enquiries']!.length, 1);
  });
});
