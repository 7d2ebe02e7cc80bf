import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A family's own orders are read a page at a time: keyset on (account, sort column, id) for each
 * sort, so a page is read in order from the index, either way. They stand in for the account's
 * newest-first index, whose mixed directions no page's order (both columns one way) can use.
 */
export class FamilyOrderPages1806700000000 implements MigrationInterface {
  name = 'FamilyOrderPages1806700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "orders_by_user_page_created" ON "catalog"."orders" ("user_id", "created_at", "id") WHERE "user_id" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "orders_by_user_page_total" ON "catalog"."orders" ("user_id", "total_amount", "id") WHERE "user_id" IS NOT NULL`,
    );
    await q.query(`DROP INDEX "catalog"."orders_by_user_newest"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "orders_by_user_newest" ON "catalog"."orders" ("user_id", "created_at" DESC, "id") WHERE "user_id" IS NOT NULL`,
    );
    await q.query(`DROP INDEX "catalog"."orders_by_user_page_total"`);
    await q.query(`DROP INDEX "catalog"."orders_by_user_page_created"`);
  }
}
