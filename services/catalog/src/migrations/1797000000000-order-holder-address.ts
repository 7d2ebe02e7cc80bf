import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An unpaid order remembers who holds it (a hash of the client's address), so one shopper's holds can be counted. */
export class OrderHolderAddress1797000000000 implements MigrationInterface {
  name = 'OrderHolderAddress1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."orders" ADD "holder_address_hash" character(64)`);
    await q.query(
      `CREATE INDEX "orders_pending_by_holder_address" ON "catalog"."orders" ("holder_address_hash") WHERE "status" = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."orders_pending_by_holder_address"`);
    await q.query(`ALTER TABLE "catalog"."orders" DROP COLUMN "holder_address_hash"`);
  }
}
