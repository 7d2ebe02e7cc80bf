import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { AuditRoutes, CatalogRoutes, IdentityRoutes, MapRoutes, OrderRoutes } from '@storystump/contracts';
import {
  asyncPaymentEvent,
  chargeRefundedEvent,
  checkoutCompletedEvent,
  checkoutExpiredEvent,
  eventually,
  outboxMails,
  sampleStripeCatalog,
  startStripeStandIn,
  startSystem,
  stripeStandInSettings,
  testClientAddress,
  type OwnSystem,
  type StripeStandIn,
  apiClient,
} from '@storystump/testing';
import pg from 'pg';
import { Stripe } from 'stripe';
import { orderIdOfCheckout, orderNumberOf, payDemoCheckout, sessionIdOf } from './checkouts.js';
import { registerShopper, signInAsAdmin } from './sessions.js';

type Call = ReturnType<typeof apiClient>;

const mailsOf = (system: OwnSystem, words: string) => outboxMails(system.logDir, words);

/** A checkout from an address of its own, so racing shoppers are not one client to the rate limit. */
const checkoutFrom = (system: OwnSystem, items: Array<{ price: string; quantity: number }>, token?: string) =>
  apiClient(system.baseUrl, testClientAddress())(CatalogRoutes.checkout, { body: { items }, ...(token ? { token } : {}) });

const productOf = async (call: Call, id: string) =>
  (await call(CatalogRoutes.products)).body.find((product) => product.id === id)!;

describe('orders with the built-in catalog (demo orders)', () => {
  let system: OwnSystem;
  let call: Call;
  let admin: string;
  let hazel: string;
  let rowan: string;
  before(async () => {
    system = await startSystem({ settings: { CHECKOUT_RATE_LIMIT: '1000', ORDER_EXPIRY_SWEEP_MS: '500' } });
    call = apiClient(system.baseUrl);
    admin = await signInAsAdmin(call, system);
    hazel = await registerShopper(call, 'Hazel');
    rowan = await registerShopper(call, 'Rowan');
  });
  after(async () => system?.stop());

  const orderIdOf = (url: string) => orderIdOfCheckout(system, url);

  it("records a signed-in shopper's demo order as theirs and paid, and lists it in orders/mine", async () => {
    const bought = await checkoutFrom(system, [{ price: 'price_hedgehog_gift_box', quantity: 2 }], hazel);
    assert.equal(bought.status, 200);
    const id = await orderIdOf(bought.body.url);
    const anonymous = await checkoutFrom(system, [{ price: 'price_owl', quantity: 1 }]);
    const mine = await call(OrderRoutes.mine, { token: hazel });
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.map((order) => order._id),
      [id],
    );
    const [order] = mine.body;
    assert.equal(order!.status, 'paid');
    assert.equal(order!.mode, 'demo');
    assert.match(order!.email!, /^hazel-/);
    assert.ok(order!.userId);
    assert.equal(order!.total, 2 * 2999);
    assert.equal(order!.currency, 'gbp');
    assert.deepEqual(order!.lines, [
      {
        productId: 'prod_hedgehog',
        name: 'Hedgehog',
        priceId: 'price_hedgehog_gift_box',
        priceName: 'in a keepsake gift box',
        quantity: 2,
        unitAmount: 2999,
      },
    ]);
    assert.deepEqual((await call(OrderRoutes.mine, { token: rowan })).body, []);
    const all = await call(OrderRoutes.list, { token: admin });
    const anonymousId = await orderIdOf(anonymous.body.url);
    const anon = all.body.find((candidate) => candidate._id === anonymousId)!;
    assert.equal(anon.email, null, 'a guest gives the address on the demo payment page');
    assert.equal('userId' in anon, false);
    await payDemoCheckout(call, anonymous.body.url, 'guest@example.test');
  });

  it("holds a guest's stock on the demo payment page until paid, then mails the address given", async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_hedgehog' }, token: admin, body: { stock: 2 } });
    try {
      const started = await checkoutFrom(system, [{ price: 'price_hedgehog_gift_box', quantity: 2 }]);
      assert.match(started.body.url, /^\/checkout\?session_id=demo_cs_/);
      const held = await productOf(call, 'prod_hedgehog');
      assert.deepEqual([held.available, held.unavailable], [0, 'out_of_stock']);
      const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
      assert.equal(await payDemoCheckout(call, started.body.url, email), `/success?session_id=${sessionIdOf(started.body.url)}`);
      const stock = (await call(OrderRoutes.stock, { token: admin })).body.find((row) => row.productId === 'prod_hedgehog');
      assert.deepEqual(stock, { productId: 'prod_hedgehog', stock: 0, available: 0, unavailable: 'out_of_stock' });
      const number = await orderNumberOf(system, await orderIdOf(started.body.url));
      const [mail] = await eventually(
        () => mailsOf(system, `Your Storystump order ${number}`),
        (found) => found.length > 0,
      );
      assert.match(mail!, new RegExp(`^To: ${email}`, 'im'));
      assert.match(mail!, /2 × Hedgehog \(in a keepsake gift box\) {3}£59\.98/);
    } finally {
      await call(OrderRoutes.setStock, { params: { id: 'prod_hedgehog' }, token: admin, body: { stock: null } });
    }
  });

  it("frees a guest's held stock once the demo payment page's window has closed, and refuses to pay it then", async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_owl' }, token: admin, body: { stock: 1 } });
    try {
      const started = await checkoutFrom(system, [{ price: 'price_owl', quantity: 1 }]);
      assert.deepEqual(
        [
          (await productOf(call, 'prod_owl')).available,
          (await checkoutFrom(system, [{ price: 'price_owl', quantity: 1 }])).status,
        ],
        [0, 409],
      );
      const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
      await db.connect();
      try {
        // As if the guest had left the page open past PAYMENT_WINDOW_MINUTES.
        await db.query(`UPDATE catalog.orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
          await orderIdOf(started.body.url),
        ]);
      } finally {
        await db.end();
      }
      await eventually(
        () => productOf(call, 'prod_owl'),
        (owl) => owl.available === 1,
      );
      const late = await call(CatalogRoutes.payDemoCheckout, {
        params: { sessionId: sessionIdOf(started.body.url) },
        body: { email: 'late@example.test' },
      });
      assert.equal(late.status, 410);
      assert.equal((await productOf(call, 'prod_owl')).available, 1);
    } finally {
      await call(OrderRoutes.setStock, { params: { id: 'prod_owl' }, token: admin, body: { stock: null } });
    }
  });

  it('numbers every order SS-XXXXXX, shows the number in the lists and finds the order by it', async () => {
    const bought = await checkoutFrom(system, [{ price: 'price_bunny', quantity: 1 }], rowan);
    const { number } = (await call(CatalogRoutes.checkoutSession, { params: { sessionId: sessionIdOf(bought.body.url) } })).body;
    assert.match(number, /^SS-[A-HJ-NP-Z2-9]{6}$/);
    const id = await orderIdOf(bought.body.url);
    assert.equal((await call(OrderRoutes.mine, { token: rowan })).body.find((order) => order._id === id)?.number, number);
    const found = await call(OrderRoutes.list, { token: admin, query: { q: number, limit: 50 } });
    assert.equal(found.status, 200, JSON.stringify(found.body));
    assert.deepEqual(
      found.body.map((order) => order.number),
      [number],
    );
  });

  it("shows the admin a guest's demo order paid after its stock was taken down as oversold", async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_owl' }, token: admin, body: { stock: 1 } });
    try {
      const started = await checkoutFrom(system, [{ price: 'price_owl', quantity: 1 }]);
      assert.equal(started.status, 200);
      await call(OrderRoutes.setStock, { params: { id: 'prod_owl' }, token: admin, body: { stock: 0 } });
      await payDemoCheckout(call, started.body.url, 'late-guest@example.test');
      const paid = (await call(OrderRoutes.list, { query: { status: 'paid', q: 'late-guest@example.test' }, token: admin })).body;
      assert.deepEqual(
        paid.map((order) => order.oversold),
        [true],
      );
    } finally {
      await call(OrderRoutes.setStock, { params: { id: 'prod_owl' }, token: admin, body: { stock: null } });
    }
  });

  it('mails the signed-in buyer a confirmation with the items, the total and the order number', async () => {
    const bought = await checkoutFrom(system, [{ price: 'price_bunny', quantity: 3 }], rowan);
    const number = await orderNumberOf(system, await orderIdOf(bought.body.url));
    assert.match(number, /^SS-[A-HJ-NP-Z2-9]{6}$/);
    const [mail] = await eventually(
      () => mailsOf(system, `Your Storystump order ${number}`),
      (found) => found.length > 0,
    );
    assert.match(mail!, /^To: rowan-/im);
    assert.match(mail!, /3 × Bunny {3}£59\.97/);
    assert.match(mail!, /Total: £59\.97/);
    assert.match(mail!, new RegExp(`Order: ${number}`));
  });

  it('lists the orders newest first for the admin, by status and a page at a time', async () => {
    for (let i = 0; i < 3; i++) {
      const bought = await checkoutFrom(system, [{ price: 'price_owl', quantity: 1 }]);
      await payDemoCheckout(call, bought.body.url, 'owl-buyer@example.test');
    }
    const first = await call(OrderRoutes.list, { query: { limit: '2' }, token: admin });
    assert.equal(first.status, 200);
    assert.equal(first.body.length, 2);
    assert.ok(first.body[0]!.createdAt >= first.body[1]!.createdAt);
    const next = await call(OrderRoutes.list, {
      query: { limit: '2', before: first.body[1]!.createdAt },
      token: admin,
    });
    assert.equal(next.body.length, 2);
    assert.ok(next.body.every((order) => order.createdAt < first.body[1]!.createdAt));
    const paid = await call(OrderRoutes.list, { query: { status: 'paid', limit: '200' }, token: admin });
    assert.ok(paid.body.length >= 5 && paid.body.every((order) => order.status === 'paid'));
    assert.equal((await call(OrderRoutes.list, { query: { status: 'refunded' }, token: admin })).body.length, 0);
  });

  it("lists every one of a family's orders in orders/mine, however many, and a page when asked", async () => {
    const token = await registerShopper(call, 'Yarrow');
    const userId = (await call(IdentityRoutes.me, { token })).body._id;
    const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO catalog.orders (id, number, source, status, total_amount, currency, customer_email, user_id, created_at)
         SELECT gen_random_uuid(), 'SS-Y' || lpad(n::text, 5, '0'), 'demo', 'paid', 1000 + n, 'gbp', 'yarrow@example.test', $1, now() - n * interval '1 minute'
           FROM generate_series(1, 75) n`,
        [userId],
      );
    } finally {
      await db.end();
    }
    const every = await call(OrderRoutes.mine, { token });
    assert.equal(every.status, 200);
    assert.deepEqual(
      every.body.map((order) => order.total),
      Array.from({ length: 75 }, (_, i) => 1001 + i),
      'all 75, newest first',
    );
    const page = await call(OrderRoutes.mine, { token, query: { limit: '10' } });
    assert.deepEqual(
      page.body.map((order) => order.total),
      Array.from({ length: 10 }, (_, i) => 1001 + i),
    );
    const tooMany = await call(OrderRoutes.mine, { token, query: { limit: '501' } });
    assert.deepEqual([tooMany.status, tooMany.body.message], [400, 'limit must be a whole number from 1 to 500']);
  });

  it("sums every order in its summary, not one page's", async () => {
    const before = (await call(OrderRoutes.summary, { token: admin })).body;
    const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO catalog.orders (id, number, source, status, total_amount, currency, customer_email)
         SELECT gen_random_uuid(), 'SS-M' || lpad(n::text, 5, '0'), 'demo', CASE WHEN n <= 120 THEN 'paid' ELSE 'refunded' END, 123456, 'gbp', 'many@example.test'
           FROM generate_series(1, 150) n`,
      );
    } finally {
      await db.end();
    }
    const summary = await call(OrderRoutes.summary, { token: admin });
    assert.equal(summary.status, 200);
    assert.deepEqual(summary.body, {
      orders: before.orders + 150,
      paid: before.paid + 120,
      paidTotal: before.paidTotal + 120 * 123456,
    });
    assert.equal((await call(OrderRoutes.summary, { token: hazel })).status, 403);
    assert.equal((await call(OrderRoutes.summary)).status, 401);
  });

  it('refuses the order list to a shopper and to nobody, and bad queries with a message', async () => {
    assert.equal((await call(OrderRoutes.list, { token: hazel })).status, 403);
    assert.equal((await call(OrderRoutes.list)).status, 401);
    assert.equal((await call(OrderRoutes.mine)).status, 401);
    const badStatus = await call(OrderRoutes.list, { untypedQuery: { status: 'shipped' }, token: admin });
    assert.equal(badStatus.status, 400);
    assert.equal(badStatus.body.message, 'status must be one of pending, pending_payment, paid, refunded, expired');
    const badLimit = await call(OrderRoutes.list, { query: { limit: '0' }, token: admin });
    assert.equal(badLimit.body.message, 'limit must be a whole number from 1 to 500');
  });

  it('refunds a demo order once: the second press is refused, and the buyer is told', async () => {
    const bought = await checkoutFrom(system, [{ price: 'price_owl', quantity: 1 }], hazel);
    const id = await orderIdOf(bought.body.url);
    const presses = await Promise.all([1, 2, 3].map(() => call(OrderRoutes.refund, { params: { id }, token: admin })));
    assert.deepEqual(presses.map((press) => press.status).sort(), [200, 409, 409]);
    const refused = presses.find((press) => press.status === 409)!;
    assert.equal(
      (refused.body as unknown as { message: string }).message,
      'Only a paid order can be refunded: this one is refunded',
    );
    const done = presses.find((press) => press.status === 200)!.body;
    assert.equal(done.status, 'refunded');
    assert.ok(done.refundedAt);
    const notices = await eventually(
      () => mailsOf(system, `Your Storystump order ${done.number} was refunded`),
      (found) => found.length > 0,
    );
    assert.equal(notices.length, 1);
    assert.match(notices[0]!, /£24\.99 is on its way back to you/);
    const refunds = await eventually(
      async () => {
        const audit = await call(AuditRoutes.list, { query: { type: 'order' }, token: admin });
        return audit.body.filter((entry) => entry.target.id === id && entry.action === 'order.refunded');
      },
      (found) => found.length > 0,
    );
    assert.equal(refunds.length, 1);
    assert.equal((await call(OrderRoutes.refund, { params: { id }, token: hazel })).status, 403);
    const unknown = await call(OrderRoutes.refund, { params: { id: '00000000-0000-4000-8000-000000000000' }, token: admin });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Order not found');
  });

  it('sells the last one in stock once when shoppers race for it, and shows it Out of Stock after', async () => {
    const set = await call(OrderRoutes.setStock, { params: { id: 'prod_owl' }, token: admin, body: { stock: 1 } });
    assert.equal(set.status, 200);
    assert.deepEqual(set.body, { productId: 'prod_owl', stock: 1, available: 1, unavailable: null });
    assert.equal((await productOf(call, 'prod_owl')).available, 1);
    const racers = await Promise.all(
      Array.from({ length: 8 }, () => checkoutFrom(system, [{ price: 'price_owl', quantity: 1 }])),
    );
    assert.deepEqual(racers.map((racer) => racer.status).sort(), [200, 409, 409, 409, 409, 409, 409, 409]);
    assert.ok(racers.filter((racer) => racer.status === 409).every((racer) => racer.body.message === 'Owl is out of stock'));
    const owl = await productOf(call, 'prod_owl');
    assert.equal(owl.available, 0);
    assert.equal(owl.active, false);
    assert.equal(owl.unavailable, 'out_of_stock');
  });

  it('gives one reason a product cannot be bought in the shop and the stock table: unlimited is never out of stock', async () => {
    const shop = (await call(CatalogRoutes.products)).body;
    const stock = (await call(OrderRoutes.stock, { token: admin })).body;
    const snowy = shop.find((product) => product.id === 'prod_snowy_owl')!;
    assert.deepEqual([snowy.active, snowy.available, snowy.unavailable], [false, null, 'not_for_sale']);
    assert.deepEqual(
      stock.find((row) => row.productId === 'prod_snowy_owl'),
      { productId: 'prod_snowy_owl', stock: null, available: null, unavailable: 'not_for_sale' },
    );
    for (const product of shop) {
      const row = stock.find((candidate) => candidate.productId === product.id)!;
      assert.equal(row.unavailable, product.unavailable, product.name);
      if (row.available === null) assert.notEqual(product.unavailable, 'out_of_stock', `${product.name} is unlimited`);
    }
  });

  it('names the product when a basket asks for more than is left', async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_bunny' }, token: admin, body: { stock: 2 } });
    const tooMany = await checkoutFrom(system, [{ price: 'price_bunny', quantity: 3 }]);
    assert.equal(tooMany.status, 409);
    assert.equal(tooMany.body.message, 'Only 2 Bunny left in stock, 3 asked for');
    const unlimited = await call(OrderRoutes.setStock, { params: { id: 'prod_bunny' }, token: admin, body: { stock: null } });
    assert.deepEqual(unlimited.body, { productId: 'prod_bunny', stock: null, available: null, unavailable: null });
    const bought = await checkoutFrom(system, [{ price: 'price_bunny', quantity: 3 }]);
    assert.equal(bought.status, 200);
    await payDemoCheckout(call, bought.body.url, 'bunny-buyer@example.test');
  });

  it("tells the maps where their tiles come from: OpenStreetMap's by default", async () => {
    const tiles = await call(MapRoutes.tiles);
    assert.equal(tiles.status, 200);
    assert.deepEqual(tiles.body, { url: null, attribution: '© OpenStreetMap contributors' });
    assert.equal(tiles.headers.get('cache-control'), 'public, max-age=300');
  });

  it('lets one address buy at most 5 of a stocked product at once, so two baskets cannot empty it', async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_hedgehog' }, token: admin, body: { stock: 100 } });
    try {
      const shopper = apiClient(system.baseUrl, testClientAddress());
      const hoarding = await shopper(CatalogRoutes.checkout, { body: { items: [{ price: 'price_hedgehog', quantity: 50 }] } });
      assert.equal(hoarding.status, 409);
      assert.equal(hoarding.body.message, 'At most 5 Hedgehog can be bought at once by one shopper: 50 asked for');
      const split = await shopper(CatalogRoutes.checkout, {
        body: {
          items: [
            { price: 'price_hedgehog', quantity: 3 },
            { price: 'price_hedgehog_gift_box', quantity: 3 },
          ],
        },
      });
      assert.equal(split.status, 409, 'two prices of one product count together');
      const family = await shopper(CatalogRoutes.checkout, { body: { items: [{ price: 'price_hedgehog', quantity: 5 }] } });
      assert.equal(family.status, 200);
      const hedgehog = await productOf(call, 'prod_hedgehog');
      assert.equal(hedgehog.available, 95);
      assert.equal(hedgehog.active, true);
    } finally {
      await call(OrderRoutes.setStock, { params: { id: 'prod_hedgehog' }, token: admin, body: { stock: null } });
    }
  });

  it('counts what one address and one account bought in the last 24 hours against the limit in demo mode', async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_bunny' }, token: admin, body: { stock: 100 } });
    try {
      const buyBunnies = (shopper: Call, quantity: number, token?: string) =>
        shopper(CatalogRoutes.checkout, {
          body: { items: [{ price: 'price_bunny', quantity }] },
          ...(token ? { token } : {}),
        });
      const address = apiClient(system.baseUrl, testClientAddress());
      for (const quantity of [3, 2]) {
        const bought = await buyBunnies(address, quantity);
        assert.equal(bought.status, 200);
        await payDemoCheckout(address, bought.body.url, 'bunnies@example.test');
      }
      const again = await buyBunnies(address, 1);
      assert.equal(again.status, 409);
      assert.equal(
        again.body.message!,
        'At most 5 Bunny can be bought at once by one shopper: 5 were bought in the last 24 hours already, 1 more asked for',
      );
      const linden = await registerShopper(call, 'Linden');
      assert.equal((await buyBunnies(apiClient(system.baseUrl, testClientAddress()), 4, linden)).status, 200);
      const elsewhere = await buyBunnies(apiClient(system.baseUrl, testClientAddress()), 2, linden);
      assert.equal(elsewhere.status, 409, 'one account counts across addresses');
      assert.equal((await productOf(call, 'prod_bunny')).available, 91);
    } finally {
      await call(OrderRoutes.setStock, { params: { id: 'prod_bunny' }, token: admin, body: { stock: null } });
    }
  });

  it('refuses a bad stock, an unknown product and a shopper, each with a message', async () => {
    const cases: Array<[string, unknown, number, string]> = [
      ['prod_owl', { stock: -1 }, 400, 'stock must be a whole number from 0 to 1000000, or null for unlimited'],
      ['prod_owl', { stock: 1.5 }, 400, 'stock must be a whole number from 0 to 1000000, or null for unlimited'],
      ['prod_owl', { stock: '3' }, 400, 'stock must be a whole number from 0 to 1000000, or null for unlimited'],
      ['prod_owl', {}, 400, 'stock must be a whole number from 0 to 1000000, or null for unlimited'],
      ['prod_nobody', { stock: 1 }, 404, 'Product not found'],
      ['<b>owl</b>', { stock: 1 }, 400, 'id must be a product id'],
    ];
    for (const [id, json, status, message] of cases) {
      const res = await call(OrderRoutes.setStock, { params: { id }, token: admin, untypedBody: json });
      assert.equal(res.status, status, `${id} ${JSON.stringify(json)}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.message, message);
    }
    assert.equal(
      (await call(OrderRoutes.setStock, { params: { id: 'prod_owl' }, token: hazel, body: { stock: 5 } })).status,
      403,
    );
  });
});

describe('orders with Stripe (real SDK, local stand-in)', () => {
  const secret = 'whsec_orders_test';
  let standIn: StripeStandIn;
  let system: OwnSystem;
  let call: Call;
  let admin: string;
  const sign = (payload: string) => new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
  const webhook = (event: object) => {
    const payload = JSON.stringify(event);
    return call(CatalogRoutes.stripeWebhook, {
      rawBody: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
    });
  };
  const paidCheckout = async (email: string) => {
    const started = await checkoutFrom(system, [{ price: 'price_fox_gift', quantity: 1 }]);
    const session = standIn.sessions.get(started.body.url.split('/').pop()!)!;
    assert.equal((await webhook(checkoutCompletedEvent(session, email))).status, 200);
    const orders = (await call(OrderRoutes.list, { query: { status: 'paid', limit: '200' }, token: admin })).body;
    return { session, order: orders.find((order) => order.email === email)! };
  };

  before(async () => {
    standIn = await startStripeStandIn(sampleStripeCatalog());
    system = await startSystem({ settings: { ...stripeStandInSettings(standIn, secret), CHECKOUT_RATE_LIMIT: '1000' } });
    call = apiClient(system.baseUrl);
    admin = await signInAsAdmin(call, system);
  });
  after(async () => {
    await system?.stop();
    await standIn?.stop();
  });

  it('keeps a Stripe order pending until its webhook says paid, with the e-mail from the session', async () => {
    const { order } = await paidCheckout('fern@example.test');
    assert.equal(order.mode, 'stripe');
    assert.equal(order.status, 'paid');
    assert.equal(order.total, 3199);
  });

  it('refunds through Stripe once when the button is pressed twice and the webhook races it', async () => {
    const { session, order } = await paidCheckout('moss@example.test');
    const [first, second, hook] = await Promise.all([
      call(OrderRoutes.refund, { params: { id: order._id }, token: admin }),
      call(OrderRoutes.refund, { params: { id: order._id }, token: admin }),
      webhook(chargeRefundedEvent(session)),
    ]);
    assert.equal(hook.status, 200);
    // At most one press refunds; the other, or both when the webhook came first, are told it is refunded.
    assert.ok([first, second].filter((press) => press.status === 200).length <= 1);
    for (const press of [first, second]) {
      if (press.status === 200) assert.equal(press.body.status, 'refunded');
      else assert.equal(press.status, 409, JSON.stringify(press.body));
    }
    const refundCalls = standIn.requests.filter(
      (request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === session.payment_intent,
    );
    assert.ok(refundCalls.every((request) => request.idempotencyKey === `refund-${order._id}`));
    assert.ok(refundCalls.length === 0 || standIn.refunds.get(session.payment_intent)?.amount === 3199);
    const refunded = (await call(OrderRoutes.list, { query: { status: 'refunded', limit: '200' }, token: admin })).body;
    assert.equal(refunded.filter((candidate) => candidate._id === order._id).length, 1);
    await eventually(
      () => mailsOf(system, `Your Storystump order ${order.number} was refunded`),
      (found) => found.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal((await mailsOf(system, `Your Storystump order ${order.number} was refunded`)).length, 1);
  });

  it("follows a refund made in Stripe's dashboard, once however often the event comes", async () => {
    const { session, order } = await paidCheckout('sorrel@example.test');
    for (let i = 0; i < 3; i++) assert.equal((await webhook(chargeRefundedEvent(session))).status, 200);
    const refunded = (await call(OrderRoutes.list, { query: { status: 'refunded', limit: '200' }, token: admin })).body;
    assert.ok(refunded.some((candidate) => candidate._id === order._id));
    const again = await call(OrderRoutes.refund, { params: { id: order._id }, token: admin });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'Only a paid order can be refunded: this one is refunded');
  });

  it('leaves an order paid after a part refund, and paid when Stripe refuses the refund', async () => {
    const { session, order } = await paidCheckout('yarrow@example.test');
    await webhook(chargeRefundedEvent(session, 100));
    standIn.failRefundsWith(500);
    try {
      const refused = await call(OrderRoutes.refund, { params: { id: order._id }, token: admin });
      assert.equal(refused.status, 502);
      assert.equal(refused.body.message, 'The payment provider could not refund the order. Please try again.');
    } finally {
      standIn.failRefundsWith(null);
    }
    const paid = (await call(OrderRoutes.list, { query: { status: 'paid', limit: '200' }, token: admin })).body;
    assert.ok(paid.some((candidate) => candidate._id === order._id));
  });

  it('holds stock for an unpaid checkout, frees it when the checkout expires, and takes it when paid', async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_fox' }, token: admin, body: { stock: 1 } });
    const held = await checkoutFrom(system, [{ price: 'price_fox', quantity: 1 }]);
    assert.equal(held.status, 200);
    const heldSession = standIn.sessions.get(held.body.url.split('/').pop()!)!;
    assert.equal((await productOf(call, 'prod_fox')).available, 0);
    const refused = await checkoutFrom(system, [{ price: 'price_fox', quantity: 1 }]);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'Fox is out of stock');
    await webhook({
      id: `evt_expired_${heldSession.id}`,
      object: 'event',
      type: 'checkout.session.expired',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...checkoutCompletedEvent(heldSession, 'x@example.test').data.object, status: 'expired' } },
    });
    assert.equal((await productOf(call, 'prod_fox')).available, 1);
    const bought = await checkoutFrom(system, [{ price: 'price_fox', quantity: 1 }]);
    const session = standIn.sessions.get(bought.body.url.split('/').pop()!)!;
    const stockOfFox = async () =>
      (await call(OrderRoutes.stock, { token: admin })).body.find((row) => row.productId === 'prod_fox');
    assert.deepEqual(await stockOfFox(), { productId: 'prod_fox', stock: 1, available: 0, unavailable: 'out_of_stock' });
    await webhook(checkoutCompletedEvent(session, 'last-fox@example.test'));
    assert.deepEqual(await stockOfFox(), { productId: 'prod_fox', stock: 0, available: 0, unavailable: 'out_of_stock' });
    await call(OrderRoutes.setStock, { params: { id: 'prod_fox' }, token: admin, body: { stock: null } });
    assert.deepEqual(await stockOfFox(), { productId: 'prod_fox', stock: null, available: null, unavailable: null });
  });

  const sessionOf = (url: string) => standIn.sessions.get(url.split('/').pop()!)!;
  /** Lets an unpaid checkout's hold go, as Stripe's expiry does, so the next test's stock is whole. */
  const letGo = (url: string) => webhook(checkoutExpiredEvent(sessionOf(url)));

  it('holds at most 5 of a product for one address until its checkout expires at Stripe', async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_fox' }, token: admin, body: { stock: 100 } });
    const started: string[] = [];
    try {
      const address = testClientAddress();
      const checkoutFromAddress = (quantity: number) =>
        apiClient(system.baseUrl, address)(CatalogRoutes.checkout, { body: { items: [{ price: 'price_fox', quantity }] } });
      const first = await checkoutFromAddress(5);
      assert.equal(first.status, 200);
      const more = await checkoutFromAddress(1);
      assert.equal(more.status, 409);
      assert.equal(
        more.body.message,
        'At most 5 Fox can be bought at once by one shopper: 5 are held by unpaid checkouts already, 1 more asked for',
      );
      const elsewhere = await checkoutFrom(system, [{ price: 'price_fox', quantity: 1 }]);
      assert.equal(elsewhere.status, 200, 'another address');
      started.push(elsewhere.body.url);
      assert.equal((await letGo(first.body.url)).status, 200);
      const again = await checkoutFromAddress(5);
      assert.equal(again.status, 200);
      started.push(again.body.url);
    } finally {
      for (const url of started) await letGo(url);
      await call(OrderRoutes.setStock, { params: { id: 'prod_fox' }, token: admin, body: { stock: null } });
    }
  });

  it('waits for a delayed payment, and tells the buyer and frees the stock when it fails', async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_fox' }, token: admin, body: { stock: 10 } });
    try {
      const started = await checkoutFrom(system, [{ price: 'price_fox', quantity: 2 }]);
      const session = sessionOf(started.body.url);
      assert.equal((await webhook(checkoutCompletedEvent(session, 'bacs-payer@example.test', 'unpaid'))).status, 200);
      const orders = (await call(OrderRoutes.list, { query: { status: 'pending_payment', limit: '200' }, token: admin })).body;
      const order = orders.find((candidate) => candidate.email === 'bacs-payer@example.test');
      assert.ok(order, 'awaiting its payment, not paid');
      assert.equal(order.status, 'pending_payment');
      assert.equal((await productOf(call, 'prod_fox')).available, 8);
      assert.equal((await webhook(asyncPaymentEvent(session, 'bacs-payer@example.test', 'failed'))).status, 200);
      assert.equal((await productOf(call, 'prod_fox')).available, 10);
      const [notice] = await eventually(
        () => mailsOf(system, `Your Storystump order ${order.number}: the payment did not go through`),
        (found) => found.length > 0,
      );
      assert.match(notice!, /^To: bacs-payer@example\.test/im);
      assert.match(notice!, /2 × Fox/);
      assert.equal((await mailsOf(system, `Your Storystump order ${order.number}`)).length, 1, 'no confirmation was sent');
    } finally {
      await call(OrderRoutes.setStock, { params: { id: 'prod_fox' }, token: admin, body: { stock: null } });
    }
  });

  it('tells the buyer once when a delayed payment fails after its order expired here, leaving the stock be', async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_fox' }, token: admin, body: { stock: 10 } });
    try {
      const email = `late-bacs-${Date.now()}@example.test`;
      const started = await checkoutFrom(system, [{ price: 'price_fox', quantity: 2 }]);
      const session = sessionOf(started.body.url);
      await webhook(checkoutExpiredEvent(session));
      assert.equal((await productOf(call, 'prod_fox')).available, 10);
      assert.equal((await webhook(checkoutCompletedEvent(session, email, 'unpaid'))).status, 200);
      for (let i = 0; i < 2; i++) assert.equal((await webhook(asyncPaymentEvent(session, email, 'failed'))).status, 200);
      const notices = await eventually(
        () => mailsOf(system, `To: ${email}`),
        (found) => found.some((mail) => mail.includes('the payment did not go through')),
      );
      assert.match(notices[0]!, /2 × Fox/);
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal((await mailsOf(system, `To: ${email}`)).length, 1, 'told once however often Stripe repeats it');
      assert.deepEqual(
        (await call(OrderRoutes.stock, { token: admin })).body.find((s) => s.productId === 'prod_fox'),
        { productId: 'prod_fox', stock: 10, available: 10, unavailable: null },
      );
    } finally {
      await call(OrderRoutes.setStock, { params: { id: 'prod_fox' }, token: admin, body: { stock: null } });
    }
  });

  it('shows the admin an order paid after its stock had gone as oversold', async () => {
    await call(OrderRoutes.setStock, { params: { id: 'prod_fox' }, token: admin, body: { stock: 1 } });
    try {
      const started = await checkoutFrom(system, [{ price: 'price_fox', quantity: 1 }]);
      assert.equal(started.status, 200);
      const late = sessionOf(started.body.url);
      await webhook(checkoutExpiredEvent(late));
      const onTime = await checkoutFrom(system, [{ price: 'price_fox', quantity: 1 }]);
      assert.equal(onTime.status, 200);
      await webhook(checkoutCompletedEvent(late, 'late-payer@example.test'));
      const paid = (await call(OrderRoutes.list, { query: { status: 'paid', limit: '200' }, token: admin })).body;
      const order = paid.find((candidate) => candidate.email === 'late-payer@example.test');
      assert.equal(order?.oversold, true);
      await letGo(onTime.body.url);
    } finally {
      await call(OrderRoutes.setStock, { params: { id: 'prod_fox' }, token: admin, body: { stock: null } });
    }
  });
});
