import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { CatalogRoutes, OperationsRoutes, WebhookOps } from '@storystump/contracts';
import {
  checkoutCompletedEvent,
  rpcClientFor,
  sampleStripeCatalog,
  startStripeStandIn,
  startSystem,
  stripeStandInSettings,
  type RunningSystem,
  type StripeStandIn,
  apiClient,
} from '@storystump/testing';
import { Stripe } from 'stripe';

describe('shop API with the built-in catalog', () => {
  let system: RunningSystem;
  let call: ReturnType<typeof apiClient>;
  before(async () => {
    system = await startSystem();
    call = apiClient(system.baseUrl);
  });
  after(async () => system?.stop());

  it('GET /api/stripe/products answers the products in the spec shape, without a token', async () => {
    const res = await call(CatalogRoutes.products);
    assert.equal(res.status, 200);
    assert.equal(res.body.length, 5);
    for (const product of res.body) {
      assert.deepEqual(Object.keys(product).sort(), [
        'active',
        'available',
        'description',
        'id',
        'image',
        'name',
        'price',
        'priceId',
        'prices',
        'unavailable',
      ]);
    }
  });

  it('POST /api/stripe/create-checkout-session answers a guest the { url } of the demo payment page', async () => {
    const res = await call(CatalogRoutes.checkout, { body: { items: [{ price: 'price_owl', quantity: 2 }] } });
    assert.equal(res.status, 200);
    assert.match(String(res.body.url), /^\/checkout\?session_id=demo_cs_[0-9a-f]{48}$/);
  });

  it("pays a guest's demo checkout only with a valid e-mail, naming the field, and shows its order by its session id", async () => {
    const started = await call(CatalogRoutes.checkout, { body: { items: [{ price: 'price_hedgehog', quantity: 1 }] } });
    const sessionId = new URL(started.body.url, 'http://shop').searchParams.get('session_id')!;
    for (const body of [{}, { email: 'not-an-address' }, { email: '' }]) {
      const refused = await call(CatalogRoutes.payDemoCheckout, { params: { sessionId }, body: body as { email: string } });
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.match(refused.body.message ?? '', /^email /);
    }
    const pending = await call(CatalogRoutes.checkoutSession, { params: { sessionId } });
    assert.equal(pending.body.status, 'pending');
    const paid = await call(CatalogRoutes.payDemoCheckout, { params: { sessionId }, body: { email: 'wren@example.test' } });
    assert.deepEqual([paid.status, paid.body], [200, { url: `/success?session_id=${sessionId}` }]);
    const order = await call(CatalogRoutes.checkoutSession, { params: { sessionId } });
    assert.equal(order.status, 200);
    assert.match(order.body.number, /^SS-[A-HJ-NP-Z2-9]{6}$/);
    assert.deepEqual(
      [order.body.status, order.body.email, order.body.lines[0]?.priceName],
      ['paid', 'wren@example.test', 'on its own'],
    );
    const stranger = await call(CatalogRoutes.checkoutSession, { params: { sessionId: `demo_cs_${'a'.repeat(48)}` } });
    assert.deepEqual([stranger.status, stranger.body.message], [404, 'Checkout not found']);
    const bad = await call(CatalogRoutes.checkoutSession, { params: { sessionId: 'no such id!' } });
    assert.deepEqual([bad.status, bad.body.message], [400, 'sessionId must be a checkout session id']);
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
      const res = await call(CatalogRoutes.checkout, { untypedBody: body });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, message);
    });
  }

  it('429 with Retry-After when one address starts checkout after checkout', async () => {
    const shopper = apiClient(system.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await shopper(CatalogRoutes.checkout, { body: { items: [{ price: 'price_owl', quantity: 1 }] } });
      statuses.push(res.status);
      if (res.status === 429) assert.ok(Number(res.headers.get('retry-after')) > 0);
    }
    assert.deepEqual(statuses, [...Array<number>(20).fill(200), 429, 429]);
  });

  it('404 from the webhook when the shop has no Stripe', async () => {
    const res = await call(CatalogRoutes.stripeWebhook, {
      untypedBody: { id: 'evt_1' },
      headers: { 'stripe-signature': 't=1,v1=abc' },
    });
    assert.equal(res.status, 404);
  });

  it('answers the list with an ETag, and 304 to a browser that has it', async () => {
    const first = await call(CatalogRoutes.products);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^"[\w-]+"$/);
    const again = await call(CatalogRoutes.products, { headers: { 'if-none-match': etag! } });
    assert.equal(again.status, 304);
    assert.equal(again.body, undefined);
    const stale = await call(CatalogRoutes.products, { headers: { 'if-none-match': '"something-else"' } });
    assert.equal(stale.status, 200);
    assert.deepEqual(stale.body, first.body);
  });

  it('reports catalog healthy', async () => {
    const res = await call(OperationsRoutes.health);
    assert.equal(res.body.services.catalog?.status, 'ok');
  });
});

describe('shop API with Stripe (real SDK, local stand-in)', () => {
  const secret = 'whsec_api_test';
  const stripeCatalog = sampleStripeCatalog();
  let standIn: StripeStandIn;
  let system: RunningSystem;
  let call: ReturnType<typeof apiClient>;
  before(async () => {
    standIn = await startStripeStandIn(stripeCatalog);
    system = await startSystem({ settings: stripeStandInSettings(standIn, secret) });
    call = apiClient(system.baseUrl);
  });
  after(async () => {
    await system?.stop();
    await standIn?.stop();
  });

  it("answers Stripe's products", async () => {
    const res = await call(CatalogRoutes.products);
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
    const res = await call(CatalogRoutes.checkout, { body: { items: [{ price: 'price_fox', quantity: 1 }] } });
    assert.equal(res.status, 200);
    assert.match(String(res.body.url), /^https:\/\/checkout\.stripe\.test\//);
  });

  it('verifies the webhook signature on the raw body: 200 when signed, 400 otherwise', async () => {
    const created = await call(CatalogRoutes.checkout, { body: { items: [{ price: 'price_fox', quantity: 1 }] } });
    const session = standIn.sessions.get(String(created.body.url).split('/').pop()!)!;
    // Spacing Stripe's way, which a re-serialised body would lose.
    const payload = JSON.stringify(checkoutCompletedEvent(session, 'parent@example.test'), null, 2);
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
    const post = (sig: string) =>
      call(CatalogRoutes.stripeWebhook, {
        rawBody: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': sig },
      });

    const ok = await post(signature);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.deepEqual(ok.body, { received: true });
    const bad = await post(signature.replace(/v1=[0-9a-f]+/, 'v1=' + '0'.repeat(64)));
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'Webhook signature does not verify');
    const missing = await call(CatalogRoutes.stripeWebhook, {
      rawBody: payload,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(missing.status, 400);
  });

  const priceChanged = (priceId: string) =>
    JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'price.updated',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: priceId, object: 'price' } },
    });
  const foxPrice = async () => (await call(CatalogRoutes.products)).body.find((p) => p.id === 'prod_fox')?.price;

  it("shows a changed price as soon as Stripe's event about it is acknowledged", async () => {
    const before = await foxPrice();
    stripeCatalog.prices.find((p) => p.id === 'price_fox')!.unit_amount = before! + 100;
    assert.equal(await foxPrice(), before, 'the list is answered from the copy until something says it changed');
    const payload = priceChanged('price_fox');
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
    const ack = await call(CatalogRoutes.stripeWebhook, {
      rawBody: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    assert.equal(ack.status, 200);
    assert.equal(await foxPrice(), before! + 100);
  });

  it("drops every gateway copy's list on catalog's event, when the change reached another copy", async () => {
    const before = await foxPrice();
    stripeCatalog.prices.find((p) => p.id === 'price_fox')!.unit_amount = before! + 100;
    // Straight to catalog, as through another copy of the gateway: only the event can tell this one.
    const rpc = rpcClientFor(system.settings);
    try {
      const payload = priceChanged('price_fox');
      const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
      await rpc.send(WebhookOps.stripe.subject, { requestId: randomUUID() }, { payload, signature });
    } finally {
      await rpc.close();
    }
    const deadline = Date.now() + 1000;
    while ((await foxPrice()) !== before! + 100 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.equal(await foxPrice(), before! + 100);
  });
});
