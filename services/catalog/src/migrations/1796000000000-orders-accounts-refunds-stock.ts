import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders belong to the account that made them and can be refunded; a demo order is simply paid.
 * Products may have a stock, which unpaid checkouts hold and paid orders take.
 */
export class OrdersAccountsRefundsStock1796000000000 implements MigrationInterface {
  name = 'OrdersAccountsRefundsStock1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "catalog"."orders" SET "status" = 'paid' WHERE "status" = 'demo'`);
    await q.query(`ALTER TABLE "catalog"."orders" ADD "user_id" uuid`);
    await q.query(`ALTER TABLE "catalog"."orders" ADD "stripe_payment_intent" character varying(255)`);
    await q.query(`ALTER TABLE "catalog"."orders" ADD "refunded_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE UNIQUE INDEX "orders_stripe_payment_intent_key" ON "catalog"."orders" ("stripe_payment_intent")`);
    await q.query(`CREATE INDEX "orders_newest" ON "catalog"."orders" ("created_at" DESC, "id")`);
    await q.query(`CREATE INDEX "orders_by_status_newest" ON "catalog"."orders" ("status", "created_at" DESC, "id")`);
    await q.query(
      `CREATE INDEX "orders_by_user_newest" ON "catalog"."orders" ("user_id", "created_at" DESC, "id") WHERE "user_id" IS NOT NULL`,
    );
    await q.query(`ALTER TABLE "catalog"."order_lines" ADD "product_id" character varying(255)`);
    await q.query(
      `UPDATE "catalog"."order_lines" l SET "product_id" = p."product_id" FROM "catalog"."prices" p WHERE p."id" = l."price_id"`,
    );
    await q.query(`CREATE INDEX "order_lines_by_order" ON "catalog"."order_lines" ("order_id")`);
    await q.query(`
      CREATE TABLE "catalog"."product_stock" (
        "product_id" character varying(255) NOT NULL,
        "stock" integer NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_product_stock_product_id" PRIMARY KEY ("product_id"),
        CONSTRAINT "product_stock_not_negative" CHECK ("stock" >= 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."product_stock"`);
    await q.query(`DROP INDEX "catalog"."order_lines_by_order"`);
    await q.query(`ALTER TABLE "catalog"."order_lines" DROP COLUMN "product_id"`);
    await q.query(`DROP INDEX "catalog"."orders_by_user_newest"`);
    await q.query(`DROP INDEX "catalog"."orders_by_status_newest"`);
    await q.query(`DROP INDEX "catalog"."orders_newest"`);
    await q.query(`DROP INDEX "catalog"."orders_stripe_payment_intent_key"`);
    await q.query(`ALTER TABLE "catalog"."orders" DROP COLUMN "refunded_at"`);
    await q.query(`ALTER TABLE "catalog"."orders" DROP COLUMN "stripe_payment_intent"`);
    await q.query(`ALTER TABLE "catalog"."orders" DROP COLUMN "user_id"`);
    await q.query(`UPDATE "catalog"."orders" SET "status" = 'demo' WHERE "source" = 'demo' AND "status" = 'paid'`);
  }
}
