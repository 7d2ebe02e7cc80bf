import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { connect } from '@nats-io/transport-node';
import {
  CheckoutOps,
  OrderOps,
  ProductOps,
  WebhookOps,
  type OrderView,
  type RequestContext,
  type StockView,
  UserOps,
} from '@storystump/contracts';
import {
  asyncPaymentEvent,
  checkoutCompletedEvent,
  checkoutExpiredEvent,
  rpcFailureOf,
  sampleStripeCatalog,
  startIsolatedService,
  startStripeStandIn,
  stripeStandInSettings,
  type IsolatedService,
  type StripeStandIn,
} from '@storystump/testing';
import { Stripe } from 'stripe';
import { DataSource } from 'typeorm';
import { OrderAnonymisation } from '../src/family-erasure/order-anonymisation.js';

const WEBHOOK_SECRET = 'whsec_stand_in_secret';
let standIn: StripeStandIn;
let service: IsolatedService;
const ctx = (): RequestContext => ({ requestId: randomUUID() });
const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });

before(async () => {
  standIn = await startStripeStandIn(sampleStripeCatalog());
  service = await startIsolatedService('catalog', async () => (await import('../src/app.module.js')).AppModule, {
    settings: {
      ...stripeStandInSettings(standIn, WEBHOOK_SECRET),
      PUBLIC_URL: 'https://shop.example.test',
      PRODUCT_CACHE_MS: '60000',
      ORDER_EXPIRY_SWEEP_MS: '300',
    },
  });
});
after(async () => {
  await service?.stop();
  await standIn?.stop();
});

describe('catalog with Stripe (real SDK, local stand-in)', () => {
  it('lists active and inactive products with their active prices, in the spec shape', async () => {
    const products = await service.rpc.send(ProductOps.list.subject, ctx(), undefined);
    assert.deepEqual(products, [
      {
        id: 'prod_fox',
        name: 'Fox',
        description: 'Clever and kind.',
        image: 'https://files.stripe.test/fox.png',
        price: 2299,
        prices: [
          { id: 'price_fox', amount: 2299, name: 'on its own' },
          { id: 'price_fox_gift', amount: 3199, name: 'in a gift tin' },
        ],
        priceId: 'price_fox',
        active: true,
        available: null,
        unavailable: null,
      },
      {
        id: 'prod_badger',
        name: 'Badger',
        description: '',
        image: null,
        price: 2499,
        prices: [{ id: 'price_badger', amount: 2499, name: null }],
        priceId: 'price_badger',
        active: false,
        available: null,
        unavailable: 'not_for_sale',
      },
      {
        id: 'prod_wren',
        name: 'Wren',
        description: 'Tiny and loud.',
        image: null,
        price: null,
        prices: [],
        priceId: null,
        active: true,
        available: null,
        unavailable: null,
      },
    ]);
  });

  it('does not call Stripe for every visitor: the list is reused', async () => {
    const productCalls = () => standIn.requests.filter((r) => r.path === '/v1/products').length;
    const beforeCalls = productCalls();
    await Promise.all(Array.from({ length: 5 }, () => service.rpc.send(ProductOps.list.subject, ctx(), undefined)));
    assert.equal(productCalls(), beforeCalls);
  });

  it('creates a payment-mode Checkout Session with the chosen prices, return links and an idempotency key', async () => {
    const { url } = await service.rpc.send(CheckoutOps.create.subject, ctx(), {
      items: [
        { price: 'price_fox_gift', quantity: 2 },
        { price: 'price_fox', quantity: 1 },
      ],
    });
    assert.match(url, /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const request = standIn.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    assert.equal(request.form.get('mode'), 'payment');
    assert.equal(request.form.get('line_items[0][price]'), 'price_fox_gift');
    assert.equal(request.form.get('line_items[0][quantity]'), '2');
    assert.equal(request.form.get('line_items[1][price]'), 'price_fox');
    assert.equal(request.form.get('success_url'), 'https://shop.example.test/success?session_id={CHECKOUT_SESSION_ID}');
    assert.equal(request.form.get('cancel_url'), 'https://shop.example.test/shop');
    assert.equal(request.form.has('payment_method_types[0]'), false);
    assert.match(request.idempotencyKey ?? '', /^[0-9a-f]{64}$/);
  });

  it('refuses an inactive product or an unknown price without asking Stripe', async () => {
    const sessionCalls = () => standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const beforeCalls = sessionCalls();
    const inactive = await rpcFailureOf(
      service.rpc.send(CheckoutOps.create.subject, ctx(), { items: [{ price: 'price_badger', quantity: 1 }] }),
    );
    assert.equal(inactive.message, 'Price price_badger belongs to Badger, which is not for sale');
    const retired = await rpcFailureOf(
      service.rpc.send(CheckoutOps.create.subject, ctx(), { items: [{ price: 'price_fox_old', quantity: 1 }] }),
    );
    assert.equal(retired.message, 'Price price_fox_old does not exist');
    assert.equal(sessionCalls(), beforeCalls);
  });

  it('answers 502 with a plain message when Stripe fails', async () => {
    standIn.failCheckoutsWith(500);
    try {
      const body = await rpcFailureOf(
        service.rpc.send(CheckoutOps.create.subject, ctx(), { items: [{ price: 'price_fox', quantity: 1 }] }),
      );
      assert.equal(body.status, 502);
      assert.equal(body.message, 'The payment provider could not start the checkout. Please try again.');
    } finally {
      standIn.failCheckoutsWith(null);
    }
  });

  const orderOf = async (sessionId: string) => {
    const [order] = await service.app
      .get(DataSource)
      .query(
        `SELECT id, source, status, customer_email, total_amount, currency, expires_at FROM catalog.orders WHERE stripe_session_id = $1`,
        [sessionId],
      );
    return order as { id: string; status: string; customer_email: string | null; expires_at: Date | null } & Record<
      string,
      unknown
    >;
  };
  const startCheckout = async (items: Array<{ price: string; quantity: number }>) => {
    const { url } = await service.rpc.send(CheckoutOps.create.subject, ctx(), { items });
    return standIn.sessions.get(url.split('/').pop()!)!;
  };

  it('records a pending order with the checked lines and a payment deadline when the checkout starts', async () => {
    const before = Date.now();
    const session = await startCheckout([{ price: 'price_fox_gift', quantity: 3 }]);
    const order = await orderOf(session.id);
    assert.equal(order.status, 'pending');
    const deadline = new Date(order.expires_at!).getTime();
    assert.ok(deadline >= before + 59 * 60_000 && deadline <= Date.now() + 61 * 60_000, 'an hour to pay');
    const request = standIn.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    assert.equal(Number(request.form.get('expires_at')), Math.floor(deadline / 1000));
    const lines = await service.app
      .get(DataSource)
      .query(`SELECT price_id, product_name, price_name, unit_amount, quantity FROM catalog.order_lines WHERE order_id = $1`, [
        order.id,
      ]);
    assert.deepEqual(lines, [
      { price_id: 'price_fox_gift', product_name: 'Fox', price_name: 'in a gift tin', unit_amount: 3199, quantity: 3 },
    ]);
  });

  it('marks the order paid exactly once, however often Stripe repeats the event', async () => {
    const session = await startCheckout([{ price: 'price_fox_gift', quantity: 3 }]);
    const payload = JSON.stringify(checkoutCompletedEvent(session, 'parent@example.test'));
    for (let i = 0; i < 3; i++) {
      const reply = await service.rpc.send(WebhookOps.stripe.subject, ctx(), { payload, signature: sign(payload) });
      assert.deepEqual(reply, { received: true });
    }
    const orders = await service.app
      .get(DataSource)
      .query(`SELECT 1 FROM catalog.orders WHERE stripe_session_id = $1`, [session.id]);
    assert.equal(orders.length, 1);
    const order = await orderOf(session.id);
    assert.deepEqual(
      {
        status: order.status,
        source: order.source,
        email: order.customer_email,
        total: order.total_amount,
        currency: order.currency,
      },
      { status: 'paid', source: 'stripe', email: 'parent@example.test', total: 3199 * 3, currency: 'gbp' },
    );
  });

  it("no longer opens a deleted family's order by its checkout, nor gives it back their address on a late repeat", async () => {
    const session = await startCheckout([{ price: 'price_fox_gift', quantity: 1 }]);
    const email = `erased-${randomUUID().slice(0, 8)}@example.test`;
    const payload = JSON.stringify(checkoutCompletedEvent(session, email));
    await service.rpc.send(WebhookOps.stripe.subject, ctx(), { payload, signature: sign(payload) });
    const shown = await service.rpc.send(CheckoutOps.session.subject, ctx(), { sessionId: session.id });
    assert.equal(shown.email, email);

    const db = service.app.get(DataSource);
    await db.transaction((tx) =>
      service.app.get(OrderAnonymisation).userDeleted({ id: randomUUID(), deletedAt: new Date().toISOString(), email }, tx),
    );
    const body = await rpcFailureOf(service.rpc.send(CheckoutOps.session.subject, ctx(), { sessionId: session.id }));
    assert.deepEqual([body.status, body.message], [404, 'Checkout not found']);
    await service.rpc.send(WebhookOps.stripe.subject, ctx(), { payload, signature: sign(payload) });
    const order = await orderOf(session.id);
    assert.deepEqual([order.status, order.customer_email], ['paid', null]);
  });

  it("acknowledges a signed event for a checkout that is not this shop's, recording nothing", async () => {
    const stranger = { ...(await startCheckout([{ price: 'price_fox', quantity: 1 }])), id: 'cs_live_someone_else' };
    const payload = JSON.stringify(checkoutCompletedEvent(stranger, 'stranger@example.test'));
    const reply = await service.rpc.send(WebhookOps.stripe.subject, ctx(), { payload, signature: sign(payload) });
    assert.deepEqual(reply, { received: true });
    assert.equal(await orderOf('cs_live_someone_else'), undefined);
  });

  it('expires an order left unpaid when its payment window closes', async () => {
    const session = await startCheckout([{ price: 'price_fox', quantity: 1 }]);
    await service.app
      .get(DataSource)
      .query(`UPDATE catalog.orders SET expires_at = now() - interval '1 second' WHERE stripe_session_id = $1`, [session.id]);
    const deadline = Date.now() + 10_000;
    while ((await orderOf(session.id)).status === 'pending' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    assert.equal((await orderOf(session.id)).status, 'expired');
  });

  it('expires the order when Stripe says the checkout expired', async () => {
    const session = await startCheckout([{ price: 'price_fox', quantity: 1 }]);
    const expired = {
      id: `evt_expired_${session.id}`,
      object: 'event',
      type: 'checkout.session.expired',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...session, lines: undefined, status: 'expired' } },
    };
    const payload = JSON.stringify(expired);
    assert.deepEqual(await service.rpc.send(WebhookOps.stripe.subject, ctx(), { payload, signature: sign(payload) }), {
      received: true,
    });
    assert.equal((await orderOf(session.id)).status, 'expired');
  });

  it('refuses a webhook whose signature does not verify, changing nothing', async () => {
    const { url } = await service.rpc.send(CheckoutOps.create.subject, ctx(), {
      items: [{ price: 'price_fox', quantity: 1 }],
    });
    const session = standIn.sessions.get(url.split('/').pop()!)!;
    const payload = JSON.stringify(checkoutCompletedEvent(session, 'x@example.test'));
    const forged = await rpcFailureOf(
      service.rpc.send(WebhookOps.stripe.subject, ctx(), { payload, signature: sign(payload, 'whsec_someone_else') }),
    );
    assert.deepEqual(forged, { status: 400, code: 'WEBHOOK_SIGNATURE_INVALID', message: 'Webhook signature does not verify' });
    const tampered = await rpcFailureOf(
      service.rpc.send(WebhookOps.stripe.subject, ctx(), {
        payload: payload.replace('x@example', 'y@example'),
        signature: sign(payload),
      }),
    );
    assert.equal(tampered.status, 400);
    const order = await orderOf(session.id);
    assert.equal(order.status, 'pending');
    assert.equal(order.customer_email, null);
  });
  const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });
  const webhook = async (event: object) => {
    const payload = JSON.stringify(event);
    assert.deepEqual(await service.rpc.send(WebhookOps.stripe.subject, ctx(), { payload, signature: sign(payload) }), {
      received: true,
    });
  };
  const setStock = (id: string, stock: number | null) => service.rpc.send(ProductOps.setStock.subject, admin(), { id, stock });
  /** A stock of its own for a test: what earlier tests' unpaid checkouts hold is let go first. */
  const freshStock = async (id: string, stock: number) => {
    await service.app
      .get(DataSource)
      .query(`UPDATE catalog.orders SET status = 'expired' WHERE status IN ('pending', 'pending_payment')`);
    await setStock(id, stock);
  };
  const stockOf = async (id: string): Promise<StockView | undefined> =>
    (await service.rpc.send(ProductOps.stock.subject, admin(), undefined)).find((row) => row.productId === id);
  const listedOrder = async (id: string): Promise<OrderView | undefined> =>
    (await service.rpc.send(OrderOps.list.subject, admin(), {})).find((order) => order._id === id);

  describe('a payment by a method that settles later (Bacs, SEPA)', () => {
    after(() => setStock('prod_fox', null));

    it('marks the order as awaiting its payment, its stock held, until Stripe says the money arrived', async () => {
      await freshStock('prod_fox', 3);
      const session = await startCheckout([{ price: 'price_fox', quantity: 2 }]);
      await webhook(checkoutCompletedEvent(session, 'bacs@example.test', 'unpaid'));
      const waiting = await orderOf(session.id);
      assert.equal(waiting.status, 'pending_payment');
      assert.equal(waiting.expires_at, null, 'no local deadline: the bank takes days');
      assert.equal((await listedOrder(waiting.id))?.status, 'pending_payment');
      assert.equal(waiting.customer_email, 'bacs@example.test');
      assert.deepEqual(await stockOf('prod_fox'), { productId: 'prod_fox', stock: 3, available: 1, unavailable: null });
      await webhook(asyncPaymentEvent(session, 'bacs@example.test', 'succeeded'));
      assert.equal((await orderOf(session.id)).status, 'paid');
      assert.deepEqual(await stockOf('prod_fox'), { productId: 'prod_fox', stock: 1, available: 1, unavailable: null });
    });

    it('frees the stock when the delayed payment fails, and leaves the order unpaid', async () => {
      await freshStock('prod_fox', 3);
      const session = await startCheckout([{ price: 'price_fox', quantity: 2 }]);
      await webhook(checkoutCompletedEvent(session, 'sepa@example.test', 'unpaid'));
      assert.equal((await orderOf(session.id)).status, 'pending_payment');
      assert.deepEqual(await stockOf('prod_fox'), { productId: 'prod_fox', stock: 3, available: 1, unavailable: null });
      await webhook(asyncPaymentEvent(session, 'sepa@example.test', 'failed'));
      const order = await orderOf(session.id);
      assert.equal(order.status, 'expired');
      assert.deepEqual(await stockOf('prod_fox'), { productId: 'prod_fox', stock: 3, available: 3, unavailable: null });
      // A repeated event changes nothing more.
      await webhook(asyncPaymentEvent(session, 'sepa@example.test', 'failed'));
      assert.equal((await orderOf(session.id)).status, 'expired');
    });
  });

  describe('a payment that arrives after its order expired here', () => {
    after(() => setStock('prod_fox', null));

    it('is recorded paid and flagged oversold when the stock went to another shopper, whose order still stands', async () => {
      await freshStock('prod_fox', 1);
      const late = await startCheckout([{ price: 'price_fox', quantity: 1 }]);
      await webhook(checkoutExpiredEvent(late));
      const onTime = await startCheckout([{ price: 'price_fox', quantity: 1 }]);
      await webhook(checkoutCompletedEvent(late, 'late@example.test'));
      const lateOrder = await orderOf(late.id);
      assert.equal(lateOrder.status, 'paid');
      const listed = await listedOrder(lateOrder.id);
      assert.equal(listed?.oversold, true);
      assert.deepEqual(await stockOf('prod_fox'), { productId: 'prod_fox', stock: 1, available: 0, unavailable: 'out_of_stock' });
      await webhook(checkoutCompletedEvent(onTime, 'on-time@example.test'));
      const onTimeOrder = await orderOf(onTime.id);
      assert.equal(onTimeOrder.status, 'paid');
      assert.equal('oversold' in (await listedOrder(onTimeOrder.id))!, false);
      assert.deepEqual(await stockOf('prod_fox'), { productId: 'prod_fox', stock: 0, available: 0, unavailable: 'out_of_stock' });
    });

    it('is not flagged when there was stock to spare', async () => {
      await freshStock('prod_fox', 5);
      const late = await startCheckout([{ price: 'price_fox', quantity: 2 }]);
      await webhook(checkoutExpiredEvent(late));
      await webhook(checkoutCompletedEvent(late, 'late-but-fine@example.test'));
      const order = await orderOf(late.id);
      assert.equal(order.status, 'paid');
      assert.equal('oversold' in (await listedOrder(order.id))!, false);
      assert.deepEqual(await stockOf('prod_fox'), { productId: 'prod_fox', stock: 3, available: 3, unavailable: null });
    });
  });

  describe('what one shopper may hold at once', () => {
    const from = (clientAddress: string, actorId?: string): RequestContext => ({
      requestId: randomUUID(),
      clientAddress,
      ...(actorId ? { actor: { id: actorId } } : {}),
    });
    const checkoutAs = (context: RequestContext, quantity: number) =>
      service.rpc.send(CheckoutOps.create.subject, context, { items: [{ price: 'price_fox', quantity }] });
    before(() => freshStock('prod_fox', 100));
    after(() => setStock('prod_fox', null));

    it('refuses a basket of more than the limit of a stocked product, naming the limit', async () => {
      const refused = await rpcFailureOf(checkoutAs(from('198.51.100.1'), 50));
      assert.deepEqual(refused, {
        status: 409,
        code: 'HOLD_LIMIT_REACHED',
        message: 'At most 5 Fox can be bought at once by one shopper: 50 asked for',
      });
      assert.deepEqual(await stockOf('prod_fox'), { productId: 'prod_fox', stock: 100, available: 100, unavailable: null });
    });

    it('counts what unpaid checkouts from the same address hold, until they expire at Stripe', async () => {
      const first = await checkoutAs(from('198.51.100.2'), 4);
      const refused = await rpcFailureOf(checkoutAs(from('198.51.100.2'), 2));
      assert.equal(refused.status, 409);
      assert.equal(
        refused.message,
        'At most 5 Fox can be bought at once by one shopper: 4 are held by unpaid checkouts already, 2 more asked for',
      );
      await checkoutAs(from('198.51.100.3'), 5);
      await webhook(checkoutExpiredEvent(standIn.sessions.get(first.url.split('/').pop()!)!));
      await checkoutAs(from('198.51.100.2'), 5);
    });

    it("keeps a keyed digest of the shopper's address, and does not pass the address on to identity", async () => {
      const nc = await connect({ servers: service.settings.NATS_URL! });
      try {
        const account = randomUUID();
        const asked: Array<Record<string, unknown>> = [];
        nc.subscribe(UserOps.get.subject, {
          callback: (_error, message) => {
            const packet = message.json<{ id: string; data: { ctx: Record<string, unknown> } }>();
            asked.push(packet.data.ctx);
            message.respond(
              JSON.stringify({
                id: packet.id,
                response: { _id: account, email: 'hazel@example.test', displayName: 'Hazel', role: 'user' },
                isDisposed: true,
              }),
            );
          },
        });
        await nc.flush();
        await checkoutAs(from('198.51.100.6', account), 1);
        assert.equal(asked.length, 1);
        assert.equal('clientAddress' in asked[0]!, false, 'the address stays with catalog');
        const [order] = await service.app
          .get(DataSource)
          .query(`SELECT holder_address_hash FROM catalog.orders WHERE user_id = $1`, [account]);
        const stored = (order as { holder_address_hash: string }).holder_address_hash;
        assert.match(stored, /^[0-9a-f]{64}$/);
        for (const plain of ['198.51.100.6', 'client-address:198.51.100.6'])
          assert.notEqual(stored, createHash('sha256').update(plain).digest('hex'));
      } finally {
        await nc.close();
      }
    });

    it('counts what the same account holds from any address', async () => {
      const account = randomUUID();
      await checkoutAs(from('198.51.100.4', account), 3);
      const refused = await rpcFailureOf(checkoutAs(from('198.51.100.5', account), 3));
      assert.equal(refused.code, 'HOLD_LIMIT_REACHED');
    });
  });
});
