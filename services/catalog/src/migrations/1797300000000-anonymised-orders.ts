import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a deleted family's order was anonymised: such an order is kept for the accounts, but its
 * checkout no longer opens it, and a late repeat of Stripe's event no longer writes its address back.
 */
export class AnonymisedOrders1797300000000 implements MigrationInterface {
  name = 'AnonymisedOrders1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."orders" ADD "anonymised_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."orders" DROP COLUMN "anonymised_at"`);
  }
}
