import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  AuditRoutes,
  CatalogRoutes,
  CharacterRoutes,
  CharacterTypeRoutes,
  ContactRoutes,
  FamilyExportRoutes,
  IdentityRoutes,
  InterestRoutes,
  StationRoutes,
} from '@storystump/contracts';
import { apiClient, eventually, outboxMails, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { signInAsAdmin } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;
let db: pg.Client;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const PASSWORD = 'acorns-and-oak';
const DAY_MS = 86_400_000;
const PENDING = 'This account is scheduled for deletion; cancel the deletion to use it';
const SCHEDULED_SUBJECT = 'Subject: Your Storystump account will be deleted';
const RECEIPT_SUBJECT = 'Subject: Your Storystump account has been deleted';
const VISITS = 3;

/**
 * Where an erased family may still appear, and why: the accounting fields of orders carry neither
 * id nor address, so only these two are allowed, neither of which names the family to anyone.
 */
const ALLOWED = new Set([
  // The id alone, which no longer names anyone: it keeps a character from being given to the
  // account while its deletion is being carried out.
  'characters.deleted_users.id',
]);

async function registerFamily(displayName: string) {
  const client = apiClient(system.baseUrl, testClientAddress());
  const email = `${unique(displayName.toLowerCase())}@example.test`;
  const registered = await client(IdentityRoutes.register, { body: { displayName, email, password: PASSWORD } });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  return { email, id: decodeJwt(registered.body.token).sub!, token: registered.body.token, call: client };
}
type Family = Awaited<ReturnType<typeof registerFamily>>;

/** A family with everything each service keeps of one: a character with visits, an order, a sign-up and an enquiry. */
async function familyWithHistory(displayName: string) {
  const family = await registerFamily(displayName);
  const type = await call(CharacterTypeRoutes.append, {
    token: adminToken,
    body: { characterEncryptedType: unique('enc'), characterType: 'owl' },
  });
  const character = await call(CharacterRoutes.create, {
    token: adminToken,
    body: { encryptedCharacterType: type.body.characterEncryptedType, serialNumber: unique('SN') },
  });
  const assigned = await call(CharacterRoutes.assign, {
    token: adminToken,
    body: { serialNumber: character.body.serialNumber, userId: family.id },
  });
  assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
  const station = await call(StationRoutes.create, {
    token: adminToken,
    body: { base_id: unique('stump'), friendly_name: 'Badger Sett', latitude: 52.3, longitude: -1.1 },
  });
  for (let i = 0; i < VISITS; i++) {
    const visit = await call(CharacterRoutes.addVisit, {
      params: { baseStationId: station.body._id },
      token: adminToken,
      body: { serialNumber: character.body.serialNumber },
    });
    assert.equal(visit.status, 201, JSON.stringify(visit.body));
  }
  const order = await family.call(CatalogRoutes.checkout, {
    token: family.token,
    body: { items: [{ price: 'price_owl', quantity: 1 }] },
  });
  assert.equal(order.status, 200, JSON.stringify(order.body));
  const signUp = await family.call(InterestRoutes.register, { body: { email: family.email } });
  assert.equal(signUp.status, 200, JSON.stringify(signUp.body));
  const enquiry = await family.call(ContactRoutes.enquire, { body: { email: family.email, message: 'Where is the owl?' } });
  assert.ok(enquiry.status < 300, JSON.stringify(enquiry.body));
  return { ...family, characterId: character.body._id as string, stationId: station.body._id as string };
}

const signIn = (family: Family) => family.call(IdentityRoutes.login, { body: { email: family.email, password: PASSWORD } });

async function mailsTo(email: string, subject: string, atLeast = 1): Promise<string[]> {
  return eventually(
    async () => (await outboxMails(system.logDir, `To: ${email}`)).filter((mail) => mail.includes(subject)),
    (found) => found.length >= atLeast,
  );
}

/** Ends the grace period now, as if its days had passed. */
const endGracePeriod = (userId: string) =>
  db.query(`UPDATE "identity"."users" SET "deletion_scheduled_for" = now() - interval '1 second' WHERE "id" = $1`, [userId]);

/**
 * Every column of every schema that could hold an id or an address (uuid, text, character and
 * JSON columns) searched for the family's id and address; answers each column that holds either.
 */
async function whereTheFamilyIsStill(userId: string, email: string): Promise<string[]> {
  const { rows: columns } = await db.query<{ table_schema: string; table_name: string; column_name: string }>(
    `SELECT c.table_schema, c.table_name, c.column_name
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE t.table_type = 'BASE TABLE'
        AND c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.table_schema NOT LIKE 'pg_toast%'
        AND c.data_type IN ('uuid', 'text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`,
  );
  assert.ok(columns.length > 50, `only ${columns.length} columns to search`);
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of columns) {
    const { rows } = await db.query<{ hits: number }>(
      `SELECT count(*)::int AS hits FROM "${table_schema}"."${table_name}"
        WHERE strpos(lower("${column_name}"::text), $1) > 0 OR strpos(lower("${column_name}"::text), $2) > 0`,
      [userId, email.toLowerCase()],
    );
    if (rows[0]!.hits > 0) found.push(`${table_schema}.${table_name}.${column_name}`);
  }
  return found;
}

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, testClientAddress());
  adminToken = await signInAsAdmin(call, system);
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await system?.stop();
});

describe('a family deletes its account', () => {
  it('needs the password, and answers when the account will be deleted', async () => {
    const family = await registerFamily('Bramble');
    const wrong = await family.call(IdentityRoutes.requestDeletion, { token: family.token, body: { password: 'not-it-at-all' } });
    assert.deepEqual([wrong.status, wrong.body.message], [403, 'Your password is not right']);
    const missing = await family.call(IdentityRoutes.requestDeletion, { token: family.token, untypedBody: {} });
    assert.deepEqual([missing.status, missing.body.message], [400, 'password is required']);
    assert.equal((await family.call(IdentityRoutes.requestDeletion, { body: { password: PASSWORD } })).status, 401);
    const asked = await family.call(IdentityRoutes.requestDeletion, { token: family.token, body: { password: PASSWORD } });
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    const days = (Date.parse(asked.body.scheduledFor) - Date.now()) / DAY_MS;
    assert.ok(days > 13.9 && days <= 14, `scheduled ${days} days ahead`);
  });

  it('signs out everywhere, mails how to cancel, and lets a new session only see itself, cancel or sign out', async () => {
    const family = await registerFamily('Thistle');
    const otherSession = (await signIn(family)).body.token;
    const asked = await family.call(IdentityRoutes.requestDeletion, { token: family.token, body: { password: PASSWORD } });
    assert.equal(asked.status, 202);
    for (const token of [family.token, otherSession]) assert.equal((await call(IdentityRoutes.me, { token })).status, 401);
    const [mail] = await mailsTo(family.email, SCHEDULED_SUBJECT);
    assert.ok(mail, 'the address is mailed that its account will be deleted');
    assert.match(mail, /Cancel deletion/);
    assert.match(mail, /\/account/);

    const pending = (await signIn(family)).body.token;
    const me = await call(IdentityRoutes.me, { token: pending });
    assert.equal(me.status, 200);
    assert.deepEqual(me.body.deletion, { scheduledFor: asked.body.scheduledFor });
    const mine = await call(CharacterRoutes.mine, { token: pending });
    assert.deepEqual([mine.status, mine.body.message], [403, PENDING]);
    const password = await call(IdentityRoutes.changePassword, {
      token: pending,
      body: { currentPassword: PASSWORD, newPassword: 'another-long-one' },
    });
    assert.deepEqual([password.status, password.body.message], [403, PENDING]);
    const again = await call(IdentityRoutes.requestDeletion, { token: pending, body: { password: PASSWORD } });
    assert.deepEqual([again.status, again.body.message], [403, PENDING]);
    // What the notice promises until the deletion: the family may still take its data away.
    const exported = await call(FamilyExportRoutes.request, { token: pending });
    assert.equal(exported.status, 202, JSON.stringify(exported.body));
    const exports = await call(FamilyExportRoutes.list, { token: pending });
    assert.deepEqual([exports.status, exports.body[0]?._id], [200, exported.body._id]);

    const users = await call(IdentityRoutes.listUsers, { token: adminToken, query: { q: family.email } });
    assert.deepEqual(
      users.body.map((user) => [user.email, user.deletion]),
      [[family.email, { scheduledFor: asked.body.scheduledFor }]],
      "the admin's list shows the pending deletion and its date",
    );
  });

  it('is cancelled by a signed-in family, whose session then goes on with every route open', async () => {
    const family = await registerFamily('Sorrel');
    await family.call(IdentityRoutes.requestDeletion, { token: family.token, body: { password: PASSWORD } });
    const pending = (await signIn(family)).body.token;
    const cancelled = await call(IdentityRoutes.cancelDeletion, { token: pending });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal((await call(IdentityRoutes.me, { token: pending })).status, 401, 'the pending session ended');
    const me = await call(IdentityRoutes.me, { token: cancelled.body.token });
    assert.equal(me.body.deletion, undefined);
    assert.equal((await call(CharacterRoutes.mine, { token: cancelled.body.token })).status, 200);
    const twice = await call(IdentityRoutes.cancelDeletion, { token: cancelled.body.token });
    assert.deepEqual([twice.status, twice.body.message], [409, 'This account is not scheduled for deletion']);
  });
});

describe('erasure from every service', () => {
  it('after the grace period ends, leaves no id or address of the family outside the accounts and the suppression hash', async () => {
    const family = await familyWithHistory('Hazel');
    const { rows: ordersBefore } = await db.query(
      `SELECT "id", "total_amount", "created_at" FROM "catalog"."orders" WHERE "user_id" = $1`,
      [family.id],
    );
    assert.equal(ordersBefore.length, 1);

    // Requested, cancelled, requested again; then the grace period ends.
    await family.call(IdentityRoutes.requestDeletion, { token: family.token, body: { password: PASSWORD } });
    const cancelled = await call(IdentityRoutes.cancelDeletion, { token: (await signIn(family)).body.token });
    assert.equal(cancelled.status, 200);
    const again = await call(IdentityRoutes.requestDeletion, { token: cancelled.body.token, body: { password: PASSWORD } });
    assert.equal(again.status, 202);
    await mailsTo(family.email, SCHEDULED_SUBJECT, 2);
    await endGracePeriod(family.id);

    const receipts = await mailsTo(family.email, RECEIPT_SUBJECT);
    assert.equal(receipts.length, 1, 'a receipt is mailed to the address');
    const gone = await eventually(
      () => whereTheFamilyIsStill(family.id, family.email),
      (found) => found.every((column) => ALLOWED.has(column)),
      20_000,
    );
    assert.deepEqual(
      gone.filter((column) => !ALLOWED.has(column)),
      [],
    );
    assert.equal((await signIn(family)).status, 401, 'the account is gone');

    // The accounts keep the order: its amount, date and items.
    const { rows: ordersAfter } = await db.query(
      `SELECT o."id", o."total_amount", o."created_at", o."user_id", o."customer_email", count(l.*)::int AS "lines"
         FROM "catalog"."orders" o JOIN "catalog"."order_lines" l ON l."order_id" = o."id"
        WHERE o."id" = $1 GROUP BY o."id"`,
      [ordersBefore[0].id],
    );
    assert.deepEqual(ordersAfter, [{ ...ordersBefore[0], user_id: null, customer_email: null, lines: 1 }]);
    // The stump keeps its count of the visits; the character is unassigned and keeps none of them.
    const { rows: visits } = await db.query<{ linked: number; at_stump: number }>(
      `SELECT count(*) FILTER (WHERE "character_id" IS NOT NULL)::int AS linked, count(*)::int AS at_stump
         FROM "characters"."visits" WHERE "station_id" = $1`,
      [family.stationId],
    );
    assert.deepEqual(visits, [{ linked: 0, at_stump: VISITS }]);
    const all = await call(CharacterRoutes.all, { token: adminToken });
    const character = all.body.find((candidate) => candidate._id === family.characterId);
    assert.ok(character, 'the character stays');
    assert.equal(character.owner, null, 'the character is unassigned');
    // Only the address's hash is kept, and the address is never mailed again.
    const hash = createHash('sha256').update(family.email).digest('hex');
    const { rows: suppressed } = await db.query(`SELECT 1 FROM "marketing"."erased_addresses" WHERE "address_hash" = $1`, [hash]);
    assert.equal(suppressed.length, 1);
    const signUp = await family.call(InterestRoutes.register, { body: { email: family.email } });
    assert.equal(signUp.status, 200);
    const { rows: interests } = await db.query(`SELECT 1 FROM "marketing"."interests" WHERE lower("email") = $1`, [family.email]);
    assert.deepEqual(interests, [], 'a new sign-up of the address is not kept');
  });

  it('erases at once when an admin deletes the user, and the audit log names no one', async () => {
    const family = await familyWithHistory('Rowan');
    const removed = await call(IdentityRoutes.removeUser, { token: adminToken, params: { id: family.id } });
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    assert.equal((await mailsTo(family.email, RECEIPT_SUBJECT)).length, 1);
    const gone = await eventually(
      () => whereTheFamilyIsStill(family.id, family.email),
      (found) => found.every((column) => ALLOWED.has(column)),
      20_000,
    );
    assert.deepEqual(
      gone.filter((column) => !ALLOWED.has(column)),
      [],
    );
    const audit = await eventually(
      async () => (await call(AuditRoutes.list, { token: adminToken })).body,
      (entries) => entries.some((entry) => entry.action === 'user.deleted' && entry.target.id === 'deleted user'),
    );
    assert.ok(
      audit.some((entry) => entry.action === 'user.deleted' && entry.target.id === 'deleted user'),
      'the deletion is in the audit log without naming the user',
    );
  });
});
