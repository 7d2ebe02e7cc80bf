import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { IdentityRoutes, PRIVACY_NOTICE_VERSION } from '@storystump/contracts';
import { apiClient, startSystem, testClientAddress, type OwnSystem } from '@storystump/testing';
import pg from 'pg';

/** Settings other than the defaults, so that the notice is seen to read the running system's. */
const SETTINGS = {
  VISIT_RETENTION_MONTHS: '18',
  ANALYTICS_RETENTION_MONTHS: '7',
  PASSWORD_RESET_MINUTES: '45',
  DELETION_GRACE_DAYS: '9',
};

let system: OwnSystem;
let call: ReturnType<typeof apiClient>;
let db: pg.Client;

async function registerFamily() {
  const email = `notice-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await call(IdentityRoutes.register, { body: { displayName: 'Hazel', email, password: 'acorns-and-oak' } });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  return { email, token: registered.body.token };
}

before(async () => {
  system = await startSystem({ settings: SETTINGS });
  call = apiClient(system.baseUrl, testClientAddress());
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await system?.stop();
});

describe('the privacy notice and what a family accepted', () => {
  it("states the notice's version and how long each kind of data is kept, from the running system's settings", async () => {
    const notice = await call(IdentityRoutes.privacyNotice, {});
    assert.equal(notice.status, 200);
    assert.deepEqual(notice.body, {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      retention: { passwordResetMinutes: 45, deletionGraceDays: 9, exportLinkHours: 24, visitMonths: 18, analyticsMonths: 7 },
    });
    assert.match(String(notice.headers.get('cache-control')), /^public, max-age=\d+$/);
  });

  it('records the notice accepted by registering, and when', async () => {
    const before = Date.now();
    const { token } = await registerFamily();
    const me = await call(IdentityRoutes.me, { token });
    assert.equal(me.status, 200);
    assert.equal(me.body.consent?.noticeVersion, PRIVACY_NOTICE_VERSION);
    const acceptedAt = Date.parse(me.body.consent!.acceptedAt);
    assert.ok(acceptedAt >= before - 1000 && acceptedAt <= Date.now() + 1000, me.body.consent!.acceptedAt);
  });

  it('shows an account that accepted an older notice, or none, as such, until it accepts the current one, once', async () => {
    // Changed in the database before the account's first signed-in call, which the gateway then reads afresh.
    const older = await registerFamily();
    await db.query(
      `UPDATE identity.users SET notice_version = '2020-01-01', notice_accepted_at = '2020-01-02T00:00:00Z' WHERE email = $1`,
      [older.email],
    );
    const none = await registerFamily();
    await db.query(`UPDATE identity.users SET notice_version = NULL, notice_accepted_at = NULL WHERE email = $1`, [none.email]);
    assert.deepEqual((await call(IdentityRoutes.me, { token: older.token })).body.consent, {
      noticeVersion: '2020-01-01',
      acceptedAt: '2020-01-02T00:00:00.000Z',
    });
    assert.equal((await call(IdentityRoutes.me, { token: none.token })).body.consent, null);

    for (const { token } of [older, none]) {
      const accepted = await call(IdentityRoutes.acceptNotice, { token, body: { noticeVersion: PRIVACY_NOTICE_VERSION } });
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
      assert.equal(accepted.body.consent?.noticeVersion, PRIVACY_NOTICE_VERSION);
      assert.deepEqual((await call(IdentityRoutes.me, { token })).body.consent, accepted.body.consent);
      const again = await call(IdentityRoutes.acceptNotice, { token, body: { noticeVersion: PRIVACY_NOTICE_VERSION } });
      assert.equal(again.body.consent?.acceptedAt, accepted.body.consent?.acceptedAt, 'accepting again keeps the first moment');
    }
  });

  it('refuses a notice version other than the current one, and an anonymous caller', async () => {
    const { token } = await registerFamily();
    const old = await call(IdentityRoutes.acceptNotice, { token, body: { noticeVersion: '2020-01-01' } });
    assert.equal(old.status, 400);
    assert.equal(old.body.message, `noticeVersion must be the current privacy notice's version, ${PRIVACY_NOTICE_VERSION}`);
    const missing = await call(IdentityRoutes.acceptNotice, { token, body: {} as never });
    assert.equal(missing.status, 400);
    assert.match(String(missing.body.message), /noticeVersion/);
    const anonymous = await call(IdentityRoutes.acceptNotice, { body: { noticeVersion: PRIVACY_NOTICE_VERSION } });
    assert.equal(anonymous.status, 401);
  });
});
