import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  PRIVACY_NOTICE_VERSION,
  CatalogRoutes,
  CharacterRoutes,
  CharacterTypeRoutes,
  FamilyExportRoutes,
  IdentityRoutes,
  InterestRoutes,
  StationRoutes,
} from '@storystump/contracts';
import { apiClient, eventually, outboxMails, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import pg from 'pg';
import { csvRows, filesOfZip } from './family-export-archive.js';
import { orderIdOfCheckout } from './checkouts.js';
import { signInAsAdmin } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;
let db: pg.Client;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const READY_SUBJECT = 'Subject: Your Storystump data export is ready';
const VISITS = 50;
/** A station name a spreadsheet would run as a formula: its cell must come out prefixed. */
const HOSTILE_NAME = '=HYPERLINK("http://evil.example","Glade")';
const DAY_MS = 24 * 3_600_000;

interface Family {
  id: string;
  email: string;
  displayName: string;
  token: string;
  call: ReturnType<typeof apiClient>;
}

async function registerFamily(displayName: string): Promise<Family> {
  const client = apiClient(system.baseUrl, testClientAddress());
  const email = `${unique(displayName.toLowerCase())}@example.test`;
  const registered = await client(IdentityRoutes.register, { body: { displayName, email, password: 'acorns-and-oak' } });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const me = await client(IdentityRoutes.me, { token: registered.body.token });
  return { id: me.body._id, email, displayName, token: registered.body.token, call: client };
}

async function ownedCharacter(family: Family, characterType: string) {
  const type = await call(CharacterTypeRoutes.append, {
    token: adminToken,
    body: { characterEncryptedType: unique('enc'), characterType },
  });
  assert.equal(type.status, 201, JSON.stringify(type.body));
  const created = await call(CharacterRoutes.create, {
    token: adminToken,
    body: { encryptedCharacterType: type.body.characterEncryptedType, serialNumber: unique('SN') },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const assigned = await call(CharacterRoutes.assign, {
    token: adminToken,
    body: { serialNumber: created.body.serialNumber, userId: family.id },
  });
  assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
  return created.body;
}

/** The family with 2 characters, 50 visits between them, an order and a sign-up of its address. */
async function seededFamily() {
  const family = await registerFamily('Rowan');
  const owl = await ownedCharacter(family, 'owl');
  const bunny = await ownedCharacter(family, 'bunny');
  const station = await call(StationRoutes.create, {
    token: adminToken,
    body: { base_id: unique('stump'), friendly_name: HOSTILE_NAME, latitude: 52.3, longitude: -1.1 },
  });
  assert.equal(station.status, 201, JSON.stringify(station.body));
  for (let visit = 0; visit < VISITS; visit++) {
    const serialNumber = (visit % 2 ? bunny : owl).serialNumber;
    const added = await call(CharacterRoutes.addVisit, {
      params: { baseStationId: station.body._id },
      token: adminToken,
      body: { serialNumber },
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
  }
  const order = await family.call(CatalogRoutes.checkout, {
    token: family.token,
    body: { items: [{ price: 'price_owl', quantity: 2 }] },
  });
  assert.equal(order.status, 200, JSON.stringify(order.body));
  const signUp = await family.call(InterestRoutes.register, { body: { email: family.email } });
  assert.equal(signUp.status, 200, JSON.stringify(signUp.body));
  return { family, owl, bunny, station: station.body, orderId: await orderIdOfCheckout(system, order.body.url) };
}

/** The download link of the export mail that reached `email`, as its reader's mail client would follow it. */
async function linkMailedTo(email: string): Promise<string> {
  const mails = await eventually(
    async () => (await outboxMails(system.logDir, `To: ${email}`)).filter((mail) => mail.includes(READY_SUBJECT)),
    (found) => found.length > 0,
    30_000,
  );
  assert.equal(mails.length, 1, `one export mail reached ${email}`);
  const link = /(http:\/\/\S+\/api\/users\/me\/exports\/[0-9a-f-]{36}\?expires=\d+&signature=[A-Za-z0-9_-]+)/.exec(mails[0]!);
  assert.ok(link, 'the mail holds the signed download link');
  return link[1]!;
}

/** The link as the gateway of this run answers it (the mail names the public URL). */
const onThisSystem = (link: string) => `${system.baseUrl}${new URL(link).pathname}${new URL(link).search}`;

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

describe("a family's data export", () => {
  it('mails a signed link to a zip holding everything about the family, field by field', async () => {
    const { family, owl, bunny, station, orderId } = await seededFamily();
    const requested = await family.call(FamilyExportRoutes.request, { token: family.token });
    assert.equal(requested.status, 202, JSON.stringify(requested.body));
    assert.equal(requested.body.status, 'pending');
    assert.equal(requested.body.downloadUrl, null);

    const link = await linkMailedTo(family.email);
    const download = await fetch(onThisSystem(link));
    assert.equal(download.status, 200);
    assert.equal(download.headers.get('content-type'), 'application/zip');
    const today = new Date().toISOString().slice(0, 10);
    assert.equal(download.headers.get('content-disposition'), `attachment; filename="storystump-export-${today}.zip"`);
    const files = await filesOfZip(Buffer.from(await download.arrayBuffer()));
    assert.deepEqual([...files.keys()].sort(), [
      'admin-changes.csv',
      'campaign-mails.csv',
      'characters.csv',
      'consent.csv',
      'enquiries.csv',
      'export.json',
      'interests.csv',
      'journey-shares.csv',
      'mission-mails.csv',
      'mission-progress.csv',
      'order-lines.csv',
      'orders.csv',
      'profile.csv',
      'refunds.csv',
      'stump-reports.csv',
      'visits.csv',
    ]);

    const exported = JSON.parse(files.get('export.json')!) as {
      userId: string;
      data: Record<string, Array<Record<string, unknown>>>;
    };
    assert.equal(exported.userId, family.id);
    const { data } = exported;
    assert.equal(data['profile']!.length, 1);
    const [profile] = data['profile']!;
    assert.equal(profile!['id'], family.id);
    assert.equal(profile!['email'], family.email);
    assert.equal(profile!['display_name'], 'Rowan');
    assert.ok(!('password_hash' in profile!), 'no password hash');
    assert.ok(!JSON.stringify(exported).includes('$argon2'), 'no hash anywhere');
    assert.equal(data['consent']!.length, 1);
    assert.equal(data['consent']![0]!['notice_version'], PRIVACY_NOTICE_VERSION);
    assert.ok(!Number.isNaN(Date.parse(String(data['consent']![0]!['notice_accepted_at']))), 'when the notice was accepted');
    assert.ok(!('notice_version' in profile!), 'the consent is not repeated in the profile');

    assert.deepEqual(
      data['characters']!.map((c) => [c['id'], c['serial_number'], c['character_type']]).sort(),
      [
        [owl._id, owl.serialNumber, 'owl'],
        [bunny._id, bunny.serialNumber, 'bunny'],
      ].sort(),
    );
    const visits = data['visits']!;
    assert.equal(visits.length, VISITS);
    assert.equal(visits.filter((v) => v['character_id'] === owl._id).length, VISITS / 2);
    assert.equal(visits.filter((v) => v['serial_number'] === bunny.serialNumber).length, VISITS / 2);
    for (const visit of visits) {
      assert.equal(visit['station_id'], station._id);
      assert.equal(visit['station_base_id'], station.base_id);
      assert.equal(visit['station_name'], HOSTILE_NAME);
      assert.ok(Math.abs(Date.parse(visit['visit_date'] as string) - Date.now()) < 10 * 60_000, 'visited just now');
    }

    assert.equal(data['orders']!.length, 1);
    const [order] = data['orders']!;
    assert.equal(order!['id'], orderId);
    assert.equal(order!['user_id'], family.id);
    assert.equal(order!['customer_email'], family.email);
    assert.equal(order!['status'], 'paid');
    assert.equal(order!['total_amount'], 2 * 2499);
    assert.equal(order!['currency'], 'gbp');
    assert.deepEqual(
      data['order-lines']!.map((line) => [line['order_id'], line['product_id'], line['price_id'], line['quantity']]),
      [[orderId, 'prod_owl', 'price_owl', 2]],
    );
    assert.deepEqual(data['refunds'], []);
    assert.deepEqual(
      data['interests']!.map((interest) => interest['email']),
      [family.email],
    );
    assert.deepEqual(data['enquiries'], []);
    assert.deepEqual(data['campaign-mails'], []);

    const visitRows = csvRows(files.get('visits.csv')!);
    assert.equal(visitRows.length, VISITS + 1, 'a header and a line a visit');
    const nameColumn = visitRows[0]!.indexOf('station_name');
    assert.ok(nameColumn >= 0, 'visits.csv has the station name');
    assert.ok(
      visitRows.slice(1).every((row) => row[nameColumn] === `'${HOSTILE_NAME}`),
      'the hostile name is prefixed, so a spreadsheet shows it as text',
    );
    const [profileHeader, profileRow] = csvRows(files.get('profile.csv')!);
    assert.equal(profileRow![profileHeader!.indexOf('email')], family.email);
    const orderRows = csvRows(files.get('orders.csv')!);
    assert.equal(orderRows.length, 2);
    assert.equal(orderRows[1]![orderRows[0]!.indexOf('id')], orderId);
    assert.equal(files.get('refunds.csv'), '');
  });

  it('shows the ready export with its link and expiry, and lets its owner download it signed in', async () => {
    const family = await registerFamily('Hazel');
    assert.equal((await family.call(FamilyExportRoutes.request, { token: family.token })).status, 202);
    await linkMailedTo(family.email);
    const listed = await family.call(FamilyExportRoutes.list, { token: family.token });
    assert.equal(listed.status, 200);
    const [ready] = listed.body;
    assert.equal(ready!.status, 'ready');
    assert.match(ready!.downloadUrl!, /^\/api\/users\/me\/exports\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    const validFor = Date.parse(ready!.expiresAt!) - Date.parse(ready!.readyAt!);
    assert.ok(Math.abs(validFor - DAY_MS) < 1000, `valid 24 hours, not ${validFor} ms`);

    const signedIn = await fetch(`${system.baseUrl}/api/users/me/exports/${ready!._id}`, {
      headers: { authorization: `Bearer ${family.token}` },
    });
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.headers.get('content-type'), 'application/zip');
    const files = await filesOfZip(Buffer.from(await signedIn.arrayBuffer()));
    assert.ok(files.get('export.json')!.includes(family.email));

    const anonymous = await fetch(`${system.baseUrl}/api/users/me/exports/${ready!._id}`);
    assert.equal(anonymous.status, 401);
    assert.equal(
      ((await anonymous.json()) as { message: string }).message,
      'Sign in, or use the link from the e-mail, to download this export',
    );
  });

  it("answers 404 for another family's export, 403 for a forged signature and 410 once expired", async () => {
    const family = await registerFamily('Ash');
    const other = await registerFamily('Birch');
    assert.equal((await family.call(FamilyExportRoutes.request, { token: family.token })).status, 202);
    const link = onThisSystem(await linkMailedTo(family.email));
    const id = /exports\/([0-9a-f-]{36})/.exec(link)![1]!;

    const othersAsk = await fetch(`${system.baseUrl}/api/users/me/exports/${id}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    assert.equal(othersAsk.status, 404);
    assert.equal(((await othersAsk.json()) as { message: string }).message, 'There is no such export of your data');

    const forged = await fetch(link.replace(/signature=[^&]+/, 'signature=forged'));
    assert.equal(forged.status, 403);
    assert.equal(
      ((await forged.json()) as { message: string }).message,
      'This export link is not valid: use the link from the e-mail, or sign in',
    );
    const longer = await fetch(link.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`));
    assert.equal(longer.status, 403, 'the expiry cannot be moved');
    const badExpiry = await fetch(link.replace(/expires=\d+/, 'expires=soon'));
    assert.equal(badExpiry.status, 400);

    await db.query(`UPDATE "identity"."family_exports" SET "expires_at" = now() - interval '1 minute' WHERE "id" = $1`, [id]);
    const expired = await fetch(link);
    assert.equal(expired.status, 410);
    assert.equal(
      ((await expired.json()) as { message: string }).message,
      'This export link has expired: a link works for 24 hours. Please ask for a new export.',
    );
    const listed = await family.call(FamilyExportRoutes.list, { token: family.token });
    assert.deepEqual(
      listed.body.map((view) => [view.status, view.downloadUrl]),
      [['expired', null]],
    );
  });

  it('prepares one export at a time per account: a second request while one is pending is 409', async () => {
    const family = await registerFamily('Fern');
    // Pending for as long as the test needs: a job would finish a real request within moments.
    await db.query(
      `INSERT INTO "identity"."family_exports" ("id", "user_id", "status", "requested_at") VALUES ($1, $2, 'pending', now())`,
      [randomUUID(), family.id],
    );
    const second = await family.call(FamilyExportRoutes.request, { token: family.token });
    assert.equal(second.status, 409);
    assert.equal(
      second.body.message,
      'An export of your data is already being prepared: you will get an e-mail when it is ready',
    );
    const listed = await family.call(FamilyExportRoutes.list, { token: family.token });
    assert.deepEqual(
      listed.body.map((view) => view.status),
      ['pending'],
    );
  });

  it('is for signed-in families only', async () => {
    assert.equal((await call(FamilyExportRoutes.request)).status, 401);
    assert.equal((await call(FamilyExportRoutes.list)).status, 401);
  });
});
