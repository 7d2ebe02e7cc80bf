import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CheckoutOps, ProductOps, WebhookOps, type CheckoutInput, type RequestContext } from '@storystump/contracts';
import { rpcFailureOf, schemaDrift, serviceOfSystem, type SystemService, trigramIndexesOnColumns } from '@storystump/testing';
import { catalogDatabase } from '../src/database.js';

let catalog: SystemService;
const ctx = (): RequestContext => ({ requestId: randomUUID() });
const checkout = (items: CheckoutInput['items']) => catalog.rpc.send(CheckoutOps.create.subject, ctx(), { items });
const sessionIdOf = (url: string) => new URL(url, 'http://shop').searchParams.get('session_id') ?? '';
const orderIdOf = async (url: string): Promise<string> =>
  (await catalog.db.query(`SELECT id FROM catalog.orders WHERE demo_session_id = $1`, [sessionIdOf(url)]))[0].id;
const session = (url: string) => catalog.rpc.send(CheckoutOps.session.subject, ctx(), { sessionId: sessionIdOf(url) });
const payDemo = (url: string, email: string) =>
  catalog.rpc.send(CheckoutOps.payDemo.subject, ctx(), { sessionId: sessionIdOf(url), email });

before(async () => {
  catalog = await serviceOfSystem(catalogDatabase);
});
after(async () => catalog?.close());

describe('catalog with the built-in source', () => {
  it('has migrations that match its entities exactly', async () => {
    assert.deepEqual(await schemaDrift(catalog.db), []);
  });

  it('makes its search indexes so that a lookup by value reads its key', async () => {
    assert.deepEqual(await trigramIndexesOnColumns(catalog.db, 'catalog'), []);
  });

  it('lists the three characters, a second hedgehog price, one inactive product and one without a price', async () => {
    const products = await catalog.rpc.send(ProductOps.list.subject, ctx(), undefined);
    assert.deepEqual(
      products.map((p) => p.name),
      ['Bunny', 'Hedgehog', 'Owl', 'Snowy Owl', 'Garden Stump'],
    );
    const hedgehog = products.find((p) => p.name === 'Hedgehog')!;
    assert.deepEqual(hedgehog, {
      id: 'prod_hedgehog',
      name: 'Hedgehog',
      description: hedgehog.description,
      image: '/illustrations/hedgehog.svg',
      price: 2199,
      prices: [
        { id: 'price_hedgehog', amount: 2199, name: 'on its own' },
        { id: 'price_hedgehog_gift_box', amount: 2999, name: 'in a keepsake gift box' },
      ],
      priceId: 'price_hedgehog',
      active: true,
      available: null,
      unavailable: null,
    });
    const snowy = products.find((p) => p.name === 'Snowy Owl')!;
    assert.deepEqual([snowy.active, snowy.available, snowy.unavailable], [false, null, 'not_for_sale']);
    const stump = products.find((p) => p.name === 'Garden Stump')!;
    assert.equal(stump.price, null);
    assert.equal(stump.priceId, null);
  });

  it("records a guest's demo order priced from the catalog, pending on the demo payment page", async () => {
    const { url } = await checkout([
      { price: 'price_hedgehog_gift_box', quantity: 2 },
      { price: 'price_bunny', quantity: 1 },
    ]);
    const sessionId = /^\/checkout\?session_id=(demo_cs_[0-9a-f]{48})$/.exec(url)?.[1];
    assert.ok(sessionId, `unexpected url ${url}`);
    const orderId = await orderIdOf(url);
    const [order] = await catalog.db.query(
      `SELECT source, status, total_amount, currency, number, customer_email FROM catalog.orders WHERE id = $1`,
      [orderId],
    );
    assert.match(order.number, /^SS-[A-HJ-NP-Z2-9]{6}$/);
    assert.deepEqual(
      { ...order, number: undefined },
      {
        source: 'demo',
        status: 'pending',
        total_amount: 2999 * 2 + 1999,
        currency: 'gbp',
        number: undefined,
        customer_email: null,
      },
    );
    const lines = await catalog.db.query(
      `SELECT price_id, unit_amount, quantity FROM catalog.order_lines WHERE order_id = $1 ORDER BY price_id`,
      [orderId],
    );
    assert.deepEqual(lines, [
      { price_id: 'price_bunny', unit_amount: 1999, quantity: 1 },
      { price_id: 'price_hedgehog_gift_box', unit_amount: 2999, quantity: 2 },
    ]);
  });

  it("pays a guest's demo checkout with their address once, and shows its order only through its session id", async () => {
    const { url } = await checkout([{ price: 'price_hedgehog_gift_box', quantity: 1 }]);
    const pending = await session(url);
    assert.equal(pending.status, 'pending');
    assert.ok(pending.expiresAt && new Date(pending.expiresAt).getTime() > Date.now() + 29 * 60_000, 'a window to pay in');
    assert.deepEqual(await payDemo(url, 'fern@example.test'), { url: `/success?session_id=${sessionIdOf(url)}` });
    assert.deepEqual(await payDemo(url, 'fern@example.test'), { url: `/success?session_id=${sessionIdOf(url)}` });
    const paid = await session(url);
    assert.match(paid.number, /^SS-[A-HJ-NP-Z2-9]{6}$/);
    assert.deepEqual(
      { ...paid, number: undefined },
      {
        number: undefined,
        status: 'paid',
        email: 'fern@example.test',
        lines: [
          {
            productId: 'prod_hedgehog',
            name: 'Hedgehog',
            priceId: 'price_hedgehog_gift_box',
            priceName: 'in a keepsake gift box',
            quantity: 1,
            unitAmount: 2999,
          },
        ],
        total: 2999,
        currency: 'gbp',
        mode: 'demo',
        expiresAt: null,
      },
    );
    const unknown = await rpcFailureOf(session(`/success?session_id=demo_cs_${'0'.repeat(48)}`));
    assert.deepEqual([unknown.status, unknown.message], [404, 'Checkout not found']);
  });

  it('refuses to pay a demo checkout whose window has closed', async () => {
    const { url } = await checkout([{ price: 'price_owl', quantity: 1 }]);
    await catalog.db.query(`UPDATE catalog.orders SET expires_at = now() - interval '1 minute' WHERE demo_session_id = $1`, [
      sessionIdOf(url),
    ]);
    const refused = await rpcFailureOf(payDemo(url, 'late@example.test'));
    assert.equal(refused.status, 410);
    assert.match(refused.message, /expired/);
  });

  it('ignores any amount the client sends', async () => {
    const { url } = await catalog.rpc.send(CheckoutOps.create.subject, ctx(), {
      items: [{ price: 'price_owl', quantity: 1, amount: 1 } as never],
    });
    const orderId = await orderIdOf(url);
    const [order] = await catalog.db.query(`SELECT total_amount FROM catalog.orders WHERE id = $1`, [orderId]);
    assert.equal(order.total_amount, 2499);
  });

  describe('refuses with a message naming the problem', () => {
    const cases: Array<[string, CheckoutInput['items'], string]> = [
      ['an empty basket', [], 'items must not be empty: the basket has nothing in it'],
      [
        'more than 20 lines',
        Array.from({ length: 21 }, () => ({ price: 'price_owl', quantity: 1 })),
        'items must have at most 20 lines',
      ],
      ['a quantity of 0', [{ price: 'price_owl', quantity: 0 }], 'items.0.quantity must be a whole number from 1 to 99'],
      ['a quantity of 100', [{ price: 'price_owl', quantity: 100 }], 'items.0.quantity must be a whole number from 1 to 99'],
      ['a fractional quantity', [{ price: 'price_owl', quantity: 1.5 }], 'items.0.quantity must be a whole number from 1 to 99'],
      ['a price that does not exist', [{ price: 'price_unicorn', quantity: 1 }], 'Price price_unicorn does not exist'],
      [
        'a price of an inactive product',
        [{ price: 'price_snowy_owl', quantity: 1 }],
        'Price price_snowy_owl belongs to Snowy Owl, which is not for sale',
      ],
    ];
    for (const [name, items, message] of cases) {
      it(name, async () => {
        const body = await rpcFailureOf(checkout(items));
        assert.equal(body.status, 400);
        assert.equal(body.message, message);
      });
    }
  });

  it('records no order for a refused checkout', async () => {
    // A quantity no other test buys, so the check holds while other tests check out too.
    const quantity = 50 + Math.floor(Math.random() * 49);
    await rpcFailureOf(
      checkout([
        { price: 'price_owl', quantity },
        { price: 'price_unicorn', quantity: 1 },
      ]),
    );
    const lines = await catalog.db.query(`SELECT 1 FROM catalog.order_lines WHERE price_id = 'price_owl' AND quantity = $1`, [
      quantity,
    ]);
    assert.deepEqual(lines, []);
  });

  it('says Stripe webhooks are not configured', async () => {
    const body = await rpcFailureOf(catalog.rpc.send(WebhookOps.stripe.subject, ctx(), { payload: '{}', signature: 't=1,v1=x' }));
    assert.equal(body.status, 404);
  });
});
