import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { IdentitySubjects } from '@storystump/contracts';
import { RpcFailure, type RpcClient } from '@storystump/service-kit';
import { rpcClientFor, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import { idempotencyOf } from '../src/idempotency/idempotency-key.js';
import { apiClient } from './http-client.js';
import { registerShopper } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
const address = testClientAddress();

const newcomer = () => ({
  displayName: 'Rowan',
  email: `rowan-${randomUUID().slice(0, 8)}@example.test`,
  password: 'acorns-and-oak',
});
const withKey = (key: string) => ({ 'idempotency-key': key });

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, address);
});
after(async () => system?.stop());

describe('Idempotency-Key on POST routes', () => {
  it('answers a retried registration with the first answer, and makes one account', async () => {
    const body = newcomer();
    const key = randomUUID();
    const first = await call('POST', '/api/auth/register', { json: body, headers: withKey(key) });
    const retry = await call('POST', '/api/auth/register', { json: body, headers: withKey(key) });
    assert.equal(first.status, 201);
    assert.equal(retry.status, 201);
    assert.deepEqual(retry.body, first.body);
    const again = await call('POST', '/api/auth/register', { json: body });
    assert.equal(again.status, 409, 'without the key it is a second registration, refused');
  });

  it('refuses a key reused with a different request', async () => {
    const key = randomUUID();
    assert.equal((await call('POST', '/api/auth/register', { json: newcomer(), headers: withKey(key) })).status, 201);
    const reused = await call('POST', '/api/auth/register', { json: newcomer(), headers: withKey(key) });
    assert.equal(reused.status, 422);
    assert.deepEqual(reused.body, {
      message: 'This Idempotency-Key was already used with a different request',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('answers a retried checkout with the same order', async () => {
    const key = randomUUID();
    const order = { items: [{ price: 'price_bunny', quantity: 2 }] };
    const first = await call('POST', '/api/stripe/create-checkout-session', { json: order, headers: withKey(key) });
    const retry = await call('POST', '/api/stripe/create-checkout-session', { json: order, headers: withKey(key) });
    assert.equal(first.status, 200);
    assert.deepEqual(retry.body, first.body);
  });

  it("never replays one client's answer to another client using the same key", async () => {
    const body = newcomer();
    const key = randomUUID();
    const first = await call('POST', '/api/auth/register', { json: body, headers: withKey(key) });
    assert.equal(first.status, 201);
    const stranger = apiClient(system.baseUrl);
    const copied = await stranger('POST', '/api/auth/register', { json: body, headers: withKey(key) });
    assert.equal(copied.status, 409, 'another address gets its own answer, not the first token');
    assert.equal(copied.body.code, 'EMAIL_TAKEN');
  });

  it("keeps a signed-in shopper's checkout apart from an anonymous one at the same address", async () => {
    const token = await registerShopper(call, 'Hazel');
    const key = randomUUID();
    const order = { items: [{ price: 'price_owl', quantity: 1 }] };
    const signedIn = await call<{ url: string }>('POST', '/api/stripe/create-checkout-session', {
      json: order,
      headers: { ...withKey(key), authorization: `Bearer ${token}` },
    });
    const anonymous = await call<{ url: string }>('POST', '/api/stripe/create-checkout-session', {
      json: order,
      headers: withKey(key),
    });
    assert.equal(signedIn.status, 200);
    assert.equal(anonymous.status, 200);
    assert.notEqual(anonymous.body.url, signedIn.body.url, 'the anonymous caller got an order of its own');
    const again = await call<{ url: string }>('POST', '/api/stripe/create-checkout-session', {
      json: order,
      headers: { ...withKey(key), authorization: `Bearer ${token}` },
    });
    assert.equal(again.body.url, signedIn.body.url, "the shopper's own retry is answered as before");
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    const res = await call('POST', '/api/auth/register', { json: newcomer(), headers: withKey('two words') });
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
          IdentitySubjects.register,
          { requestId: randomUUID(), idempotency: idempotencyOf('/api/auth/register', { address }, key, body) },
          body,
        )
        .catch((error: unknown) => error);
      assert.ok(lost instanceof RpcFailure && lost.body.status === 504, 'the first answer was lost');
    } finally {
      await impatient.close();
    }
    let retry = await call('POST', '/api/auth/register', { json: body, headers: withKey(key) });
    for (let i = 0; i < 50 && retry.status === 409 && retry.body.code === 'IDEMPOTENCY_KEY_IN_USE'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      retry = await call('POST', '/api/auth/register', { json: body, headers: withKey(key) });
    }
    assert.equal(retry.status, 201, JSON.stringify(retry.body));
    const login = await call('POST', '/api/auth/login', { json: { email: body.email, password: body.password } });
    assert.equal(login.status, 200);
  });
});
