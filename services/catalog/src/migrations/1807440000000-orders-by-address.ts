import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A family's orders placed with its address, in any case, are found through an index: for its export and its erasure. */
export class OrdersByAddress1807440000000 implements MigrationInterface {
  name = 'OrdersByAddress1807440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "orders_by_address" ON "catalog"."orders" (lower("customer_email"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."orders_by_address"`);
  }
}
