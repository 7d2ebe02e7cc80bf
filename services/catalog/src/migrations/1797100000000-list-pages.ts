import { ensureTrigramSearch, trigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes for each sort (keyset on the column and the id) and each search of the admin's order pages. */
export class ListPages1797100000000 implements MigrationInterface {
  name = 'ListPages1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureTrigramSearch(q);
    await q.query(`CREATE INDEX "orders_page_created" ON "catalog"."orders" ("created_at", "id")`);
    await q.query(`CREATE INDEX "orders_page_total" ON "catalog"."orders" ("total_amount", "id")`);
    await q.query(`CREATE INDEX "orders_page_status" ON "catalog"."orders" ("status", "id")`);
    await q.query(trigramIndex('orders_search_email', '"catalog"."orders"', '"customer_email"'));
    await q.query(trigramIndex('orders_search_number', '"catalog"."orders"', '("id"::text)'));
    await q.query(trigramIndex('orders_search_status', '"catalog"."orders"', '"status"'));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'orders_search_status',
      'orders_search_number',
      'orders_search_email',
      'orders_page_status',
      'orders_page_total',
      'orders_page_created',
    ]) {
      await q.query(`DROP INDEX "catalog"."${index}"`);
    }
  }
}
