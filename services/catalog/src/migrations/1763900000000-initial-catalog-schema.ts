import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialCatalogSchema1763900000000 implements MigrationInterface {
  name = 'InitialCatalogSchema1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS "catalog"`);
    await q.query(`
      CREATE TABLE "catalog"."products" (
        "id" character varying(64) NOT NULL,
        "name" character varying(120) NOT NULL,
        "description" text NOT NULL,
        "image" character varying(255),
        "active" boolean NOT NULL,
        "default_price_id" character varying(64),
        "position" integer NOT NULL,
        CONSTRAINT "PK_products_id" PRIMARY KEY ("id")
      )`);
    await q.query(`
      CREATE TABLE "catalog"."prices" (
        "id" character varying(64) NOT NULL,
        "product_id" character varying(64) NOT NULL,
        "unit_amount" integer NOT NULL,
        "currency" character varying(3) NOT NULL,
        "position" integer NOT NULL,
        CONSTRAINT "PK_prices_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_prices_product" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "catalog"."orders" (
        "id" uuid NOT NULL,
        "source" character varying(16) NOT NULL,
        "stripe_session_id" character varying(255),
        "customer_email" character varying(254),
        "total_amount" integer NOT NULL,
        "currency" character varying(3) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_orders_id" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "orders_stripe_session_key" ON "catalog"."orders" ("stripe_session_id")`);
    await q.query(`
      CREATE TABLE "catalog"."order_lines" (
        "id" uuid NOT NULL,
        "order_id" uuid NOT NULL,
        "price_id" character varying(255) NOT NULL,
        "product_name" character varying(255) NOT NULL,
        "unit_amount" integer NOT NULL,
        "quantity" integer NOT NULL,
        CONSTRAINT "PK_order_lines_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_order_lines_order" FOREIGN KEY ("order_id") REFERENCES "catalog"."orders"("id") ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."order_lines"`);
    await q.query(`DROP TABLE "catalog"."orders"`);
    await q.query(`DROP TABLE "catalog"."prices"`);
    await q.query(`DROP TABLE "catalog"."products"`);
  }
}
