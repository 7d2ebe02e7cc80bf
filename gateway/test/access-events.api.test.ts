import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  type RequestContext,
  ApiKeyRoutes,
  DeviceRoutes,
  IdentityRoutes,
  ApiKeyOps,
  StationOps,
  TokenOps,
  UserOps,
} from '@storystump/contracts';
import type { RpcClient } from '@storystump/service-kit';
import { eventually, rpcClientFor, startSystem, type OwnSystem, apiClient } from '@storystump/testing';
import { decodeJwt } from 'jose';

// The gateway trusts a user's role for ten minutes here: only identity's events can make it forget.
let system: OwnSystem;
let call: ReturnType<typeof apiClient>;
let rpc: RpcClient;
let adminCtx: RequestContext;

async function register() {
  const email = `ash-${randomUUID().slice(0, 8)}@example.test`;
  const res = await call(IdentityRoutes.register, { body: { displayName: 'Ash', email, password: 'acorns-and-oak' } });
  return { token: res.body.token, id: decodeJwt(res.body.token).sub as string };
}

before(async () => {
  system = await startSystem({ settings: { ACCESS_CACHE_MS: '600000' } });
  call = apiClient(system.baseUrl);
  rpc = rpcClientFor(system.settings);
  const { token } = await rpc.send(
    UserOps.login.subject,
    { requestId: randomUUID() },
    { email: system.adminEmail, password: system.adminPassword },
  );
  adminCtx = { requestId: randomUUID(), actor: { id: decodeJwt(token).sub as string, role: 'admin' } };
});
after(async () => {
  await rpc?.close();
  await system?.stop();
});

describe("the gateway forgets a user's access on identity's events", () => {
  it('a demotion made elsewhere (another gateway copy) takes effect here within a second', async () => {
    const user = await register();
    await rpc.send(UserOps.promote.subject, adminCtx, { id: user.id });
    assert.equal((await call(IdentityRoutes.listUsers, { token: user.token })).status, 200);
    await rpc.send(UserOps.demote.subject, adminCtx, { id: user.id });
    const status = await eventually(
      async () => (await call(IdentityRoutes.listUsers, { token: user.token })).status,
      (s) => s === 403,
      1000,
    );
    assert.equal(status, 403);
  });

  it('a logout made through another gateway copy is refused here within a second', async () => {
    const user = await register();
    assert.equal((await call(IdentityRoutes.me, { token: user.token })).status, 200);
    await rpc.send(TokenOps.revoke.subject, { requestId: randomUUID(), actor: { id: user.id } }, { token: user.token });
    const status = await eventually(
      async () => (await call(IdentityRoutes.me, { token: user.token })).status,
      (s) => s === 401,
      1000,
    );
    assert.equal(status, 401);
  });

  it('a deletion made elsewhere shuts the user out within a second', async () => {
    const user = await register();
    assert.equal((await call(IdentityRoutes.me, { token: user.token })).status, 200);
    await rpc.send(UserOps.delete.subject, adminCtx, { id: user.id });
    const status = await eventually(
      async () => (await call(IdentityRoutes.me, { token: user.token })).status,
      (s) => s === 401,
      1000,
    );
    assert.equal(status, 401);
  });
});

describe("the gateway forgets a stump's key on devices' events", () => {
  async function stumpKey() {
    const station = await rpc.send(StationOps.create.subject, adminCtx, {
      base_id: `stump-${randomUUID().slice(0, 8)}`,
      friendly_name: 'Badger Sett',
      latitude: 51.5,
      longitude: -0.1,
    });
    const key = await rpc.send(ApiKeyOps.generate.subject, adminCtx, { baseStationId: station._id });
    return key;
  }
  const visit = (apiKey: string) =>
    call(DeviceRoutes.visits, {
      headers: { authorization: `ApiKey ${apiKey}` },
      body: { visits: [{ eventId: randomUUID(), serialNumber: 'no-such-serial', occurredAt: new Date().toISOString() }] },
    });

  it('refuses a key revoked elsewhere within a second, though it had just been let in', async () => {
    const key = await stumpKey();
    assert.equal((await visit(key.apiKey)).status, 200);
    await rpc.send(ApiKeyOps.revoke.subject, adminCtx, { id: key._id });
    const status = await eventually(
      async () => (await visit(key.apiKey)).status,
      (s) => s === 401,
      1000,
    );
    assert.equal(status, 401);
  });

  it('refuses a key revoked through it at once', async () => {
    const key = await stumpKey();
    assert.equal((await visit(key.apiKey)).status, 200);
    const adminToken = (await call(IdentityRoutes.login, { body: { email: system.adminEmail, password: system.adminPassword } }))
      .body.token;
    assert.equal((await call(ApiKeyRoutes.revoke, { params: { id: key._id }, token: adminToken })).status, 200);
    assert.equal((await visit(key.apiKey)).status, 401);
  });
});
