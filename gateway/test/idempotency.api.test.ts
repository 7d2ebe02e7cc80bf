import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  ApiKeyRoutes,
  CampaignRoutes,
  CatalogRoutes,
  IdentityRoutes,
  OrderRoutes,
  UnsubscribeRoutes,
  UserOps,
} from '@storystump/contracts';
import { RpcFailure, type RpcClient } from '@storystump/service-kit';
import { rpcClientFor, startSystem, testClientAddress, type RunningSystem, apiClient } from '@storystump/testing';
import { idempotencyOf } from '../src/idempotency/idempotency-key.js';
import pg from 'pg';
import { deviceFixtures } from './device-fixtures.js';
import { orderIdOfCheckout, payDemoCheckout } from './checkouts.js';
import { registerShopper, signInAsAdmin } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
const address = testClientAddress();

const newcomer = () => ({
  displayName: 'Rowan',
  email: `rowan-${randomUUID().slice(0, 8)}@example.test`,
  password: 'acorns-and-oak',
});
const withKey = (key: string) => ({ 'idempotency-key': key });
const REUSED = { message: 'This Idempotency-Key was already used with a different request', code: 'IDEMPOTENCY_KEY_REUSED' };

/** A guest's demo order, paid on the demo payment page. */
async function paidOrder(): Promise<string> {
  const bought = await call(CatalogRoutes.checkout, { body: { items: [{ price: 'price_owl', quantity: 1 }] } });
  assert.equal(bought.status, 200, JSON.stringify(bought.body));
  await payDemoCheckout(call, bought.body.url, 'guest@example.test');
  return orderIdOfCheckout(system, bought.body.url);
}

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, address);
});
after(async () => system?.stop());

describe('Idempotency-Key on POST routes', () => {
  it('answers a retried registration with the first answer, and makes one account', async () => {
    const body = newcomer();
    const key = randomUUID();
    const first = await call(IdentityRoutes.register, { body, headers: withKey(key) });
    const retry = await call(IdentityRoutes.register, { body, headers: withKey(key) });
    assert.equal(first.status, 201);
    assert.equal(retry.status, 201);
    assert.deepEqual(retry.body, first.body);
    const again = await call(IdentityRoutes.register, { body });
    assert.equal(again.status, 409, 'without the key it is a second registration, refused');
  });

  it('refuses a key reused with a different request', async () => {
    const key = randomUUID();
    assert.equal((await call(IdentityRoutes.register, { body: newcomer(), headers: withKey(key) })).status, 201);
    const reused = await call(IdentityRoutes.register, { body: newcomer(), headers: withKey(key) });
    assert.equal(reused.status, 422);
    assert.deepEqual(reused.body, REUSED);
  });

  it("refuses one order's refund key on another order, and leaves that order paid", async () => {
    const admin = await signInAsAdmin(call, system);
    const [a, b] = [await paidOrder(), await paidOrder()];
    const key = randomUUID();
    const refundA = await call(OrderRoutes.refund, { params: { id: a }, token: admin, headers: withKey(key) });
    assert.deepEqual([refundA.status, refundA.body._id, refundA.body.status], [200, a, 'refunded']);
    const refundB = await call(OrderRoutes.refund, { params: { id: b }, token: admin, headers: withKey(key) });
    assert.deepEqual([refundB.status, refundB.body], [422, REUSED]);
    const orders = await call(OrderRoutes.list, { query: { limit: '200' }, token: admin });
    assert.equal(orders.body.find((order) => order._id === b)?.status, 'paid');
    const retryA = await call(OrderRoutes.refund, { params: { id: a }, token: admin, headers: withKey(key) });
    assert.deepEqual(retryA.body, refundA.body, 'the first request, retried, still gets its own answer');
  });

  it("refuses one campaign's cancel key on another campaign, and leaves that one scheduled", async () => {
    const admin = await signInAsAdmin(call, system);
    const scheduled = async () => {
      const made = await call(CampaignRoutes.send, {
        token: admin,
        body: { subject: 'Later', htmlContent: '<p>Later</p>', sendAt: new Date(Date.now() + 3_600_000).toISOString() },
      });
      assert.equal(made.status, 202, JSON.stringify(made.body));
      return made.body._id;
    };
    const [a, b] = [await scheduled(), await scheduled()];
    const key = randomUUID();
    const cancelA = await call(CampaignRoutes.cancel, { params: { id: a }, token: admin, headers: withKey(key) });
    assert.deepEqual([cancelA.status, cancelA.body.status], [200, 'cancelled']);
    const cancelB = await call(CampaignRoutes.cancel, { params: { id: b }, token: admin, headers: withKey(key) });
    assert.deepEqual([cancelB.status, cancelB.body], [422, REUSED]);
    const campaignB = await call(CampaignRoutes.get, { params: { id: b }, token: admin });
    assert.equal(campaignB.body.status, 'scheduled');
  });

  it('refuses a key reused on another route of the service, or with another query', async () => {
    const admin = await signInAsAdmin(call, system);
    const key = randomUUID();
    const campaign = { subject: 'Later', htmlContent: '<p>Later</p>', sendAt: new Date(Date.now() + 3_600_000).toISOString() };
    const send = (untypedQuery?: Record<string, string>) =>
      call(CampaignRoutes.send, {
        token: admin,
        headers: withKey(key),
        body: campaign,
        ...(untypedQuery ? { untypedQuery } : {}),
      });
    const made = await send();
    assert.equal(made.status, 202);
    const cancel = await call(CampaignRoutes.cancel, { params: { id: made.body._id }, token: admin, headers: withKey(key) });
    assert.deepEqual([cancel.status, cancel.body], [422, REUSED]);
    const withQuery = await send({ copy: '1' });
    assert.deepEqual([withQuery.status, withQuery.body], [422, REUSED]);
    const retry = await send();
    assert.deepEqual([retry.status, retry.body._id], [202, made.body._id]);
  });

  it('answers a retried checkout with the same order', async () => {
    const key = randomUUID();
    const order = { items: [{ price: 'price_bunny', quantity: 2 }] };
    const first = await call(CatalogRoutes.checkout, { body: order, headers: withKey(key) });
    const retry = await call(CatalogRoutes.checkout, { body: order, headers: withKey(key) });
    assert.equal(first.status, 200);
    assert.deepEqual(retry.body, first.body);
  });

  it("never replays one client's answer to another client using the same key", async () => {
    const body = newcomer();
    const key = randomUUID();
    const first = await call(IdentityRoutes.register, { body, headers: withKey(key) });
    assert.equal(first.status, 201);
    const stranger = apiClient(system.baseUrl);
    const copied = await stranger(IdentityRoutes.register, { body, headers: withKey(key) });
    assert.equal(copied.status, 409, 'another address gets its own answer, not the first token');
    assert.equal(copied.body.code, 'EMAIL_TAKEN');
  });

  it("keeps a signed-in shopper's checkout apart from an anonymous one at the same address", async () => {
    const token = await registerShopper(call, 'Hazel');
    const key = randomUUID();
    const order = { items: [{ price: 'price_owl', quantity: 1 }] };
    const signedIn = await call(CatalogRoutes.checkout, {
      body: order,
      headers: { ...withKey(key), authorization: `Bearer ${token}` },
    });
    const anonymous = await call(CatalogRoutes.checkout, { body: order, headers: withKey(key) });
    assert.equal(signedIn.status, 200);
    assert.equal(anonymous.status, 200);
    assert.notEqual(anonymous.body.url, signedIn.body.url, 'the anonymous caller got an order of its own');
    const again = await call(CatalogRoutes.checkout, {
      body: order,
      headers: { ...withKey(key), authorization: `Bearer ${token}` },
    });
    assert.equal(again.body.url, signedIn.body.url, "the shopper's own retry is answered as before");
  });

  it('refuses a key reused with a request to another service', async () => {
    const admin = await signInAsAdmin(call, system);
    const key = randomUUID();
    const campaign = { subject: 'Later', htmlContent: '<p>Later</p>', sendAt: new Date(Date.now() + 3_600_000).toISOString() };
    const made = await call(CampaignRoutes.send, { token: admin, headers: withKey(key), body: campaign });
    assert.equal(made.status, 202);
    const order = await paidOrder();
    const refund = await call(OrderRoutes.refund, { params: { id: order }, token: admin, headers: withKey(key) });
    assert.deepEqual([refund.status, refund.body], [422, REUSED]);
    const orders = await call(OrderRoutes.list, { query: { limit: '200' }, token: admin });
    assert.equal(orders.body.find((candidate) => candidate._id === order)?.status, 'paid');
  });

  it('refuses a key first used on a route the gateway answers itself, reused on a forwarded one', async () => {
    const key = randomUUID();
    const unsubscribe = await call(UnsubscribeRoutes.unsubscribe, {
      query: { id: randomUUID(), signature: 'A'.repeat(43) },
      headers: withKey(key),
    });
    assert.equal(unsubscribe.status, 400);
    const register = await call(IdentityRoutes.register, { body: newcomer(), headers: withKey(key) });
    assert.deepEqual([register.status, register.body], [422, REUSED]);
  });

  it('keeps no session token or new API key readable in the database, and still replays them', async () => {
    const admin = await signInAsAdmin(call, system);
    const { createStation } = deviceFixtures(call, system, () => admin, address);
    const station = await createStation();
    const body = newcomer();
    const registerKey = randomUUID();
    const apiKeyKey = randomUUID();
    const register = () => call(IdentityRoutes.register, { body, headers: withKey(registerKey) });
    const generate = () =>
      call(ApiKeyRoutes.generate, { token: admin, body: { baseStationId: station._id }, headers: withKey(apiKeyKey) });
    const [registered, generated] = [await register(), await generate()];
    assert.equal(registered.status, 201);
    assert.equal(generated.status, 201);
    const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
    await db.connect();
    try {
      for (const [schema, secret] of [
        ['identity', registered.body.token],
        ['devices', generated.body.apiKey],
      ] as const) {
        const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${schema}.idempotent_replies`);
        assert.ok(rows.length > 0, `${schema} keeps its replies`);
        const everything = JSON.stringify(rows);
        assert.ok(!everything.includes(secret), `no ${schema} reply holds the secret in plain text`);
        assert.ok(!everything.includes(body.email) && !everything.includes(body.password));
        assert.deepEqual(Object.keys(rows[0]!).sort(), ['created_at', 'key', 'request_hash', 'sealed_outcome']);
      }
    } finally {
      await db.end();
    }
    assert.deepEqual((await register()).body, registered.body, 'the retry gets the same token');
    assert.deepEqual((await generate()).body, generated.body, 'the retry gets the same key');
  });

  it("records a signed-in shopper's keyed checkout with their address, as one without a key", async () => {
    const token = await registerShopper(call, 'Sorrel');
    const bought = await call(CatalogRoutes.checkout, {
      body: { items: [{ price: 'price_owl', quantity: 1 }] },
      headers: { ...withKey(randomUUID()), authorization: `Bearer ${token}` },
    });
    assert.equal(bought.status, 200, JSON.stringify(bought.body));
    const mine = await call(OrderRoutes.mine, { token });
    assert.equal(mine.body.length, 1);
    assert.match(mine.body[0]!.email ?? '', /^sorrel-/);
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    const res = await call(IdentityRoutes.register, { body: newcomer(), headers: withKey('two words') });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Idempotency-Key must be 1 to 255 visible characters');
  });

  it('a registration whose answer was lost (the gateway timed out) is found by the retry, not made twice', async () => {
    const body = newcomer();
    const key = randomUUID();
    // The gateway's own request, given up on after 5 ms while identity is still hashing the password.
    const impatient: RpcClient = rpcClientFor({ ...system.settings, RPC_TIMEOUT_MS: '5' });
    try {
      const lost = await impatient
        .send(
          UserOps.register.subject,
          {
            requestId: randomUUID(),
            idempotency: idempotencyOf(
              { method: 'POST', url: '/api/auth/register', body },
              { address },
              key,
              Buffer.from(system.settings.IDEMPOTENCY_KEY_SECRET!, 'base64'),
            ),
          },
          body,
        )
        .catch((error: unknown) => error);
      assert.ok(lost instanceof RpcFailure && lost.body.status === 504, 'the first answer was lost');
    } finally {
      await impatient.close();
    }
    let retry = await call(IdentityRoutes.register, { body, headers: withKey(key) });
    for (let i = 0; i < 50 && retry.status === 409 && retry.body.code === 'IDEMPOTENCY_KEY_IN_USE'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      retry = await call(IdentityRoutes.register, { body, headers: withKey(key) });
    }
    assert.equal(retry.status, 201, JSON.stringify(retry.body));
    const login = await call(IdentityRoutes.login, { body: { email: body.email, password: body.password } });
    assert.equal(login.status, 200);
  });
});
