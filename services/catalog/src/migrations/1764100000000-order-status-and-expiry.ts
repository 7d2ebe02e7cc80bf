import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders have a status (Stripe checkouts are pending until paid, and expire unpaid) and a payment deadline. */
export class OrderStatusAndExpiry1764100000000 implements MigrationInterface {
  name = 'OrderStatusAndExpiry1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."orders" ADD "status" character varying(16)`);
    await q.query(`UPDATE "catalog"."orders" SET "status" = CASE "source" WHEN 'demo' THEN 'demo' ELSE 'paid' END`);
    await q.query(`ALTER TABLE "catalog"."orders" ALTER COLUMN "status" SET NOT NULL`);
    await q.query(`ALTER TABLE "catalog"."orders" ADD "expires_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE INDEX "orders_pending_expiry" ON "catalog"."orders" ("expires_at") WHERE "status" = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."orders_pending_expiry"`);
    await q.query(`ALTER TABLE "catalog"."orders" DROP COLUMN "expires_at"`);
    await q.query(`ALTER TABLE "catalog"."orders" DROP COLUMN "status"`);
  }
}
