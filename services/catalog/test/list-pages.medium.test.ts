import { after, before, describe, it } from 'node:test';
import { assertPagesUseIndexes, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { catalogDatabase } from '../src/database.js';
import { ORDER_PAGES } from '../src/orders/order-pages.js';

/** Enough rows that PostgreSQL reads a page through an index rather than the whole table. */
const ROWS = 20_000;

let module: MediumTestModule;

before(async () => {
  module = await startMediumTestModule({ service: 'catalog', database: catalogDatabase, providers: [] });
  await module.db.query(
    `INSERT INTO catalog.orders (id, number, source, customer_email, total_amount, currency, status, created_at)
     SELECT gen_random_uuid(), 'SS-' || lpad(n::text, 6, '0'), 'demo', substr(md5(n::text), 1, 10) || '@families.example.com', 100 * (n % 97), 'gbp',
            (ARRAY['paid', 'paid', 'paid', 'refunded', 'expired'])[1 + n % 5], now() - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
  // What autovacuum does after a load like this: statistics, and the search indexes' pending entries merged in.
  await module.db.query('VACUUM ANALYZE catalog.orders');
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
});
