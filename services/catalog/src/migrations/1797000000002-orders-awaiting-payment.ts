import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order whose checkout was completed with a payment that settles later awaits it as
 * `pending_payment` (such orders were `pending` with no deadline), and still counts among what its
 * shopper holds.
 */
export class OrdersAwaitingPayment1797000000002 implements MigrationInterface {
  name = 'OrdersAwaitingPayment1797000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "catalog"."orders" SET "status" = 'pending_payment' WHERE "status" = 'pending' AND "expires_at" IS NULL`,
    );
    await q.query(`DROP INDEX "catalog"."orders_pending_by_holder_address"`);
    await q.query(
      `CREATE INDEX "orders_pending_by_holder_address" ON "catalog"."orders" ("holder_address_hash")
         WHERE "status" IN ('pending', 'pending_payment')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."orders_pending_by_holder_address"`);
    await q.query(
      `CREATE INDEX "orders_pending_by_holder_address" ON "catalog"."orders" ("holder_address_hash") WHERE "status" = 'pending'`,
    );
    await q.query(`UPDATE "catalog"."orders" SET "status" = 'pending' WHERE "status" = 'pending_payment'`);
  }
}
