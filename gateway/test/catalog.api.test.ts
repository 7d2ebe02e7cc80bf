import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Product } from '@storystump/contracts';
import {
  checkoutCompletedEvent,
  sampleStripeCatalog,
  startStripeStandIn,
  startSystem,
  stripeStandInSettings,
  type RunningSystem,
  type StripeStandIn,
} from '@storystump/testing';
import { Stripe } from 'stripe';
import { apiClient } from './http-client.js';

describe('shop API with the built-in catalog', () => {
  let system: RunningSystem;
  let call: ReturnType<typeof apiClient>;
  before(async () => {
    system = await startSystem();
    call = apiClient(system.baseUrl);
  });
  after(async () => system?.stop());

  it('GET /api/stripe/products answers the products in the spec shape, without a token', async () => {
    const res = await call<Product[]>('GET', '/api/stripe/products');
    assert.equal(res.status, 200);
    assert.equal(res.body.length, 5);
    for (const product of res.body) {
      assert.deepEqual(Object.keys(product).sort(), [
        'active',
        'description',
        'id',
        'image',
        'name',
        'price',
        'priceId',
        'prices',
      ]);
    }
  });

  it('POST /api/stripe/create-checkout-session answers { url } of a demo order', async () => {
    const res = await call('POST', '/api/stripe/create-checkout-session', {
      json: { items: [{ price: 'price_owl', quantity: 2 }] },
    });
    assert.equal(res.status, 200);
    assert.match(String(res.body.url), /^\/success\?order=[0-9a-f-]{36}$/);
  });

  const refusals: Array<[string, unknown, string]> = [
    ['an empty basket', { items: [] }, 'items must not be empty: the basket has nothing in it'],
    ['no items at all', {}, 'items must be a list of { price, quantity }'],
    [
      '21 lines',
      { items: Array.from({ length: 21 }, () => ({ price: 'price_owl', quantity: 1 })) },
      'items must have at most 20 lines',
    ],
    ['quantity 0', { items: [{ price: 'price_owl', quantity: 0 }] }, 'items.0.quantity must be a whole number from 1 to 99'],
    [
      'more than 50 characters in one order',
      {
        items: [
          { price: 'price_owl', quantity: 26 },
          { price: 'price_bunny', quantity: 25 },
        ],
      },
      'items must add up to at most 50 characters in one order',
    ],
    ['quantity 2.5', { items: [{ price: 'price_owl', quantity: 2.5 }] }, 'items.0.quantity must be a whole number from 1 to 99'],
    ['quantity "3"', { items: [{ price: 'price_owl', quantity: '3' }] }, 'items.0.quantity must be a whole number from 1 to 99'],
    ['an unknown price', { items: [{ price: 'price_dragon', quantity: 1 }] }, 'Price price_dragon does not exist'],
    [
      'an inactive product',
      { items: [{ price: 'price_snowy_owl', quantity: 1 }] },
      'Price price_snowy_owl belongs to Snowy Owl, which is not for sale',
    ],
  ];
  for (const [name, body, message] of refusals) {
    it(`400 for ${name}`, async () => {
      const res = await call('POST', '/api/stripe/create-checkout-session', { json: body });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, message);
    });
  }

  it('429 with Retry-After when one address starts checkout after checkout', async () => {
    const shopper = apiClient(system.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await shopper('POST', '/api/stripe/create-checkout-session', {
        json: { items: [{ price: 'price_owl', quantity: 1 }] },
      });
      statuses.push(res.status);
      if (res.status === 429) assert.ok(Number(res.headers.get('retry-after')) > 0);
    }
    assert.deepEqual(statuses, [...Array<number>(20).fill(200), 429, 429]);
  });

  it('404 from the webhook when the shop has no Stripe', async () => {
    const res = await call('POST', '/api/stripe/webhook', {
      json: { id: 'evt_1' },
      headers: { 'stripe-signature': 't=1,v1=abc' },
    });
    assert.equal(res.status, 404);
  });

  it('reports catalog healthy', async () => {
    const res = await call<{ services: Record<string, { status: string }> }>('GET', '/api/health');
    assert.equal(res.body.services.catalog?.status, 'ok');
  });
});

describe('shop API with Stripe (real SDK, local stand-in)', () => {
  const secret = 'whsec_api_test';
  let standIn: StripeStandIn;
  let system: RunningSystem;
  let call: ReturnType<typeof apiClient>;
  before(async () => {
    standIn = await startStripeStandIn(sampleStripeCatalog());
    system = await startSystem({ settings: stripeStandInSettings(standIn, secret) });
    call = apiClient(system.baseUrl);
  });
  after(async () => {
    await system?.stop();
    await standIn?.stop();
  });

  it("answers Stripe's products", async () => {
    const res = await call<Product[]>('GET', '/api/stripe/products');
    assert.deepEqual(
      res.body.map((p) => [p.id, p.active]),
      [
        ['prod_fox', true],
        ['prod_badger', false],
        ['prod_wren', true],
      ],
    );
  });

  it("answers the Checkout Session's URL", async () => {
    const res = await call('POST', '/api/stripe/create-checkout-session', {
      json: { items: [{ price: 'price_fox', quantity: 1 }] },
    });
    assert.equal(res.status, 200);
    assert.match(String(res.body.url), /^https:\/\/checkout\.stripe\.test\//);
  });

  it('verifies the webhook signature on the raw body: 200 when signed, 400 otherwise', async () => {
    const created = await call('POST', '/api/stripe/create-checkout-session', {
      json: { items: [{ price: 'price_fox', quantity: 1 }] },
    });
    const session = standIn.sessions.get(String(created.body.url).split('/').pop()!)!;
    // Spacing Stripe's way, which a re-serialised body would lose.
    const payload = JSON.stringify(checkoutCompletedEvent(session, 'parent@example.test'), null, 2);
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
    const post = (sig: string) =>
      call('POST', '/api/stripe/webhook', {
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': sig },
      });

    const ok = await post(signature);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.deepEqual(ok.body, { received: true });
    const bad = await post(signature.replace(/v1=[0-9a-f]+/, 'v1=' + '0'.repeat(64)));
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'Webhook signature does not verify');
    const missing = await call('POST', '/api/stripe/webhook', { body: payload, headers: { 'content-type': 'application/json' } });
    assert.equal(missing.status, 400);
  });
});
