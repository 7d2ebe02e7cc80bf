import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CatalogEvents, UserOps, type RequestContext } from '@storystump/contracts';
import { ClientAddressDigest, DomainError, SETTINGS, type Settings } from '@storystump/service-kit';
import { startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CATALOG_CONFIG, readCatalogConfig } from '../src/catalog-config.js';
import { catalogModeProviders } from '../src/catalog-mode.js';
import { CheckoutService } from '../src/checkout/checkout.service.js';
import { catalogDatabase } from '../src/database.js';
import { OrdersService } from '../src/orders/orders.service.js';
import { RefundsService } from '../src/orders/refunds.service.js';
import { PRODUCT_CATALOG, type ProductCatalog } from '../src/products/product-catalog.js';
import { StockLedger } from '../src/products/stock-ledger.js';

let module: MediumTestModule;
let checkout: CheckoutService;
let orders: OrdersService;
let refunds: RefundsService;
let priceId: string;

const shopper = { id: randomUUID(), email: 'robin@example.com' };
const signedIn = (): RequestContext => ({ requestId: randomUUID(), actor: { id: shopper.id } });
const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });
/** The order a demo checkout made, found by the session id in the url it answered. */
const orderIdOf = async (url: string): Promise<string> => {
  const sessionId = new URL(url, 'http://shop').searchParams.get('session_id');
  const [row] = await module.get(DataSource).query(`SELECT id FROM catalog.orders WHERE demo_session_id = $1`, [sessionId]);
  return row.id;
};

before(async () => {
  module = await startMediumTestModule({
    service: 'catalog',
    database: catalogDatabase,
    // No STRIPE_SECRET_KEY: the built-in catalog and demo payments.
    settings: { CLIENT_ADDRESS_KEY: randomBytes(32).toString('base64') },
    providers: [
      { provide: CATALOG_CONFIG, inject: [SETTINGS], useFactory: (settings: Settings) => readCatalogConfig(settings) },
      ...catalogModeProviders,
      CheckoutService,
      ClientAddressDigest,
      OrdersService,
      RefundsService,
      StockLedger,
    ],
  });
  module.rpc.answer(UserOps.get.subject, ({ id }) => ({ _id: id, displayName: 'Robin', email: shopper.email }));
  [checkout, orders, refunds] = [module.get(CheckoutService), module.get(OrdersService), module.get(RefundsService)];
  const [product] = (await module.get<ProductCatalog>(PRODUCT_CATALOG).products()).filter((p) => p.active && p.priceId);
  priceId = product.priceId ?? '';
});

after(() => module?.close());

describe('orders on their own database, in demo mode', () => {
  it("records a signed-in shopper's checkout paid, with the address identity answers", async () => {
    const { url } = await checkout.create(signedIn(), { items: [{ price: priceId, quantity: 2 }] });
    const order = await orders.get(await orderIdOf(url));
    assert.equal(order.status, 'paid');
    assert.equal(order.mode, 'demo');
    assert.equal(order.userId, shopper.id);
    assert.equal(order.email, shopper.email);
    assert.equal(order.lines[0].quantity, 2);
    assert.deepEqual(module.rpc.calls.at(-1), { subject: UserOps.get.subject, input: { id: shopper.id } });
  });

  it("lists the shop's orders and the shopper's own, newest first", async () => {
    const { url } = await checkout.create(signedIn(), { items: [{ price: priceId, quantity: 1 }] });
    const id = await orderIdOf(url);
    assert.equal((await orders.list(admin(), { status: 'paid' }))[0]._id, id);
    const mine = await orders.mine(signedIn(), {});
    assert.equal(mine[0]._id, id);
    assert.ok(mine.every((order) => order.userId === shopper.id));
  });

  it('refunds a paid order once, tells the buyer, and refuses to refund it again', async () => {
    const { url } = await checkout.create(signedIn(), { items: [{ price: priceId, quantity: 1 }] });
    const id = await orderIdOf(url);
    const refunded = await refunds.refund(admin(), { id });
    assert.equal(refunded.status, 'refunded');
    assert.ok(refunded.refundedAt);
    await assert.rejects(
      refunds.refund(admin(), { id }),
      (error: unknown) => error instanceof DomainError && error.code === 'ORDER_NOT_PAID' && error.status === 409,
    );
    const [{ count }] = await module.db.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM catalog.outbox_events WHERE subject = $1 AND payload::text LIKE $2`,
      [CatalogEvents.orderRefunded, `%${id}%`],
    );
    assert.equal(count, 1, 'one refund mail event waits in the outbox');
  });

  it('answers an unknown order with its not-found error', async () => {
    await assert.rejects(
      refunds.refund(admin(), { id: randomUUID() }),
      (error: unknown) => error instanceof DomainError && error.code === 'ORDER_NOT_FOUND',
    );
  });
});
