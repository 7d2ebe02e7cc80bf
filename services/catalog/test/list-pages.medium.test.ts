import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pageStatements } from '@storystump/service-kit';
import {
  assertPagesUseIndexes,
  pageOfIds,
  planOf,
  scansWhole,
  startMediumTestModule,
  type MediumTestModule,
} from '@storystump/testing';
import { catalogDatabase } from '../src/database.js';
import { ANONYMISE_FAMILY_ORDERS } from '../src/family-erasure/order-anonymisation.js';
import { FAMILY_ORDERS } from '../src/family-export/catalog-family-data.service.js';
import { MY_ORDER_PAGES, placedBy } from '../src/orders/my-order-pages.js';
import { madeBefore, ORDER_PAGES } from '../src/orders/order-pages.js';

/** Enough rows that PostgreSQL reads a page through an index rather than the whole table. */
const ROWS = 20_000;
/** A family that buys a lot, among the other shoppers' orders. */
const FAMILY_ROWS = 2_000;

let module: MediumTestModule;
let family: string;

before(async () => {
  module = await startMediumTestModule({ service: 'catalog', database: catalogDatabase, providers: [] });
  await module.db.query(
    `INSERT INTO catalog.orders (id, number, source, customer_email, user_id, total_amount, currency, status, created_at)
     SELECT gen_random_uuid(), 'SS-' || lpad(n::text, 6, '0'), 'demo', substr(md5(n::text), 1, 10) || '@families.example.com',
            CASE WHEN n % 2 = 0 THEN gen_random_uuid() END, 100 * (n % 97), 'gbp',
            (ARRAY['paid', 'paid', 'paid', 'refunded', 'expired'])[1 + n % 5], now() - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
  const owner = await module.db.query<Array<{ id: string }>>('SELECT gen_random_uuid()::text AS id');
  family = owner[0]!.id;
  await module.db.query(
    `INSERT INTO catalog.orders (id, number, source, customer_email, user_id, total_amount, currency, status, created_at)
     SELECT gen_random_uuid(), 'SS-F' || lpad(n::text, 5, '0'), 'demo', 'collectors@families.example.com', $2::uuid,
            100 * (n % 89), 'gbp', (ARRAY['paid', 'refunded'])[1 + n % 2], now() - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [FAMILY_ROWS, family],
  );
  await module.db.query(
    `INSERT INTO catalog.order_lines (id, order_id, product_id, price_id, product_name, price_name, unit_amount, quantity)
     SELECT gen_random_uuid(), o.id, 'prod_owl', 'price_owl', 'Owl', 'Owl', o.total_amount, 1 FROM catalog.orders o`,
  );
  // What autovacuum does after a load like this: statistics, and the search indexes' pending entries merged in.
  await module.db.query('VACUUM ANALYZE catalog.orders');
  await module.db.query('VACUUM ANALYZE catalog.order_lines');
});

after(() => module?.close());

describe('order pages on 20,000 orders read through indexes', () => {
  it('reads a first page, a search by e-mail, number or id and a sorted page of orders through an index', async () => {
    await assertPagesUseIndexes(module.db, ORDER_PAGES, 'orders', [
      {},
      { q: 'c4ca4238' },
      { q: 'SS-012345' },
      { sort: '-total' },
      { sort: 'status', limit: 500 },
    ]);
    const [{ id }] = await module.db.query<Array<{ id: string }>>('SELECT id::text FROM catalog.orders LIMIT 1');
    await assertPagesUseIndexes(module.db, ORDER_PAGES, 'orders', [{ q: id.slice(0, 13) }]);
  });

  it("reads a family's own pages in order from the account's index, the next page and a search too", async () => {
    const filters = [placedBy(family)];
    const first = await pageOfIds(module.db, MY_ORDER_PAGES, { limit: 50 }, filters);
    assert.equal(first.total, FAMILY_ROWS);
    assert.ok(first.next);
    const unsearched = [{}, { sort: 'total' as const }, { sort: '-total' as const, limit: 500 }, { cursor: first.next }];
    await assertPagesUseIndexes(
      module.db,
      MY_ORDER_PAGES,
      'orders',
      [...unsearched, { q: 'SS-F0012' }, { q: 'refunded' }, { q: 'owl' }],
      filters,
    );
    await assertPagesUseIndexes(module.db, MY_ORDER_PAGES, 'orders', [{}], [...filters, madeBefore(new Date().toISOString())]);
    // A search may sort the few it finds; a page of the whole family's list is read in order.
    for (const input of unsearched) {
      const plan = await planOf(module.db, pageStatements(MY_ORDER_PAGES, input, filters).rows);
      assert.doesNotMatch(
        plan,
        /\bSort\b/,
        `${JSON.stringify(input)} sorts the family's orders rather than reading them in order:\n${plan}`,
      );
    }
  });
});

describe("a family's orders among 20,000", () => {
  it('are found by account or by address, in any case, through indexes for its export and its erasure', async () => {
    for (const [name, sql] of Object.entries({ FAMILY_ORDERS, ANONYMISE_FAMILY_ORDERS })) {
      const plan = await planOf(module.db, { sql, params: [family, 'Collectors@Families.example.com'] });
      assert.ok(!scansWhole(plan, 'orders'), `${name} reads every order:\n${plan}`);
    }
  });
});
