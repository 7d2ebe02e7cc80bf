import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { UserOps } from '@storystump/contracts';
import { rpcClientFor, startServiceInProcess, startTestInfrastructure, type TestInfrastructure } from '@storystump/testing';
import pg from 'pg';

const loadIdentity = async () => (await import('../src/app.module.js')).AppModule;
let infra: TestInfrastructure;

before(async () => {
  infra = await startTestInfrastructure();
});
after(async () => infra?.stop());

describe("identity's signing key", () => {
  it('opens only with the key it was encrypted with, and says so otherwise', async () => {
    const first = await startServiceInProcess('identity', loadIdentity, infra.settings);
    await first.stop();
    await assert.rejects(
      startServiceInProcess('identity', loadIdentity, infra.settings, {
        settings: { TOKEN_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
      }),
      /TOKEN_KEY_ENCRYPTION_KEY does not open the stored signing key/,
    );
    await assert.rejects(
      startServiceInProcess('identity', loadIdentity, infra.settings, { settings: { TOKEN_KEY_ENCRYPTION_KEY: '' } }),
      /TOKEN_KEY_ENCRYPTION_KEY is not set/,
    );
  });

  it('encrypts a key an older release stored in plain text, and keeps its tokens valid', async () => {
    const service = await startServiceInProcess('identity', loadIdentity, infra.settings);
    const rpc = rpcClientFor(infra.settings);
    const { token } = await rpc.send(
      UserOps.register.subject,
      { requestId: randomUUID() },
      { displayName: 'Moss', email: `moss-${randomUUID().slice(0, 8)}@example.test`, password: 'acorns-and-oak' },
    );
    await service.stop();
    // As an older release left it: the private key in plain PEM.
    const db = new pg.Client({ connectionString: infra.settings.DATABASE_URL });
    await db.connect();
    try {
      const { publicKey, privateKey } = await import('node:crypto').then((c) => c.generateKeyPairSync('ed25519'));
      const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      await db.query(`UPDATE identity.signing_keys SET private_key_pem = $1, private_key_encrypted = NULL, public_key_pem = $2`, [
        pem,
        publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      ]);
      const restarted = await startServiceInProcess('identity', loadIdentity, infra.settings);
      const [row] = (await db.query(`SELECT private_key_pem, private_key_encrypted FROM identity.signing_keys`)).rows;
      assert.equal(row.private_key_pem, null);
      assert.match(row.private_key_encrypted, /^v1:/);
      await restarted.stop();
      assert.ok(token);
    } finally {
      await db.end();
      await rpc.close();
    }
  });
});
