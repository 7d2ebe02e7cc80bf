import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServiceInProcess, startTestInfrastructure, type TestInfrastructure } from '@storystump/testing';
import pg from 'pg';

const loadIdentity = async () => (await import('../src/app.module.js')).AppModule;
let infra: TestInfrastructure;

before(async () => {
  infra = await startTestInfrastructure();
});
after(async () => infra?.stop());

describe('two copies of identity starting together on a new database', () => {
  it('both start, and there is one admin account and one signing key', async () => {
    const settings = { ADMIN_EMAIL: 'admin@copies.test', ADMIN_PASSWORD: 'woodland-admin-pass' };
    const copies = await Promise.all([
      startServiceInProcess('identity', loadIdentity, infra.settings, { settings }),
      startServiceInProcess('identity', loadIdentity, infra.settings, { settings }),
    ]);
    const db = new pg.Client({ connectionString: infra.settings.DATABASE_URL });
    await db.connect();
    try {
      const admins = await db.query(`SELECT role FROM identity.users WHERE email = $1`, [settings.ADMIN_EMAIL]);
      assert.deepEqual(admins.rows, [{ role: 'admin' }]);
      const keys = await db.query(`SELECT count(*)::int AS n FROM identity.signing_keys`);
      assert.equal(keys.rows[0].n, 1);
    } finally {
      await db.end();
      await Promise.all(copies.map((copy) => copy.stop()));
    }
  });
});
