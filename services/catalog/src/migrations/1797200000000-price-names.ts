import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each price says what it buys (Stripe's `nickname`), and an order's line keeps the name of the
 * price it was bought at: the hedgehog comes on its own or in a keepsake gift box.
 */
export class PriceNames1797200000000 implements MigrationInterface {
  name = 'PriceNames1797200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."prices" ADD "nickname" character varying(120)`);
    await q.query(`ALTER TABLE "catalog"."order_lines" ADD "price_name" character varying(120)`);
    await q.query(`UPDATE "catalog"."prices" SET "nickname" = 'on its own' WHERE "id" = 'price_hedgehog'`);
    await q.query(`UPDATE "catalog"."prices" SET "nickname" = 'in a keepsake gift box' WHERE "id" = 'price_hedgehog_gift_box'`);
    await q.query(
      `UPDATE "catalog"."order_lines" l SET "price_name" = p."nickname"
         FROM "catalog"."prices" p WHERE p."id" = l."price_id" AND p."nickname" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."order_lines" DROP COLUMN "price_name"`);
    await q.query(`ALTER TABLE "catalog"."prices" DROP COLUMN "nickname"`);
  }
}
