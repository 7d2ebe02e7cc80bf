import { trigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every order gets a short, readable number (`SS-4F7K2Q`) shoppers and the shop can quote, and a
 * demo checkout an unguessable session id, as a Stripe checkout has Stripe's: the success page and
 * the demo payment page find the order by it, and by nothing a stranger could guess.
 *
 * PostgreSQL draws the number, so every writer of an order gets one: the next value of a sequence,
 * multiplied by an odd number modulo 2^30 (a one-to-one shuffle, so no two orders share a number
 * before a billion orders), written as six characters of 5 bits from letters and digits that
 * cannot be misread for one another (no I, O, 0 or 1).
 */
export class OrderNumbersAndDemoSessions1797200000001 implements MigrationInterface {
  name = 'OrderNumbersAndDemoSessions1797200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE "catalog"."order_number_seq"`);
    await q.query(`
      CREATE FUNCTION "catalog"."new_order_number"() RETURNS character varying LANGUAGE sql VOLATILE AS $$
        SELECT 'SS-' || string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + ((s.v >> (5 * i)) & 31)::int, 1), '' ORDER BY i DESC)
          FROM (SELECT (nextval('"catalog"."order_number_seq"') * 387420489 + 123456789) % 1073741824 AS v) s,
               generate_series(0, 5) i
      $$`);
    await q.query(`ALTER TABLE "catalog"."orders" ADD "number" character varying(16)`);
    await q.query(`UPDATE "catalog"."orders" SET "number" = "catalog"."new_order_number"()`);
    await q.query(`ALTER TABLE "catalog"."orders" ALTER COLUMN "number" SET DEFAULT "catalog"."new_order_number"()`);
    await q.query(`ALTER TABLE "catalog"."orders" ALTER COLUMN "number" SET NOT NULL`);
    await q.query(`ALTER TABLE "catalog"."orders" ADD "demo_session_id" character varying(80)`);
    await q.query(`CREATE UNIQUE INDEX "orders_number_key" ON "catalog"."orders" ("number")`);
    await q.query(`CREATE UNIQUE INDEX "orders_demo_session_key" ON "catalog"."orders" ("demo_session_id")`);
    await q.query(trigramIndex('orders_search_order_number', '"catalog"."orders"', '"number"'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."orders_search_order_number"`);
    await q.query(`DROP INDEX "catalog"."orders_demo_session_key"`);
    await q.query(`DROP INDEX "catalog"."orders_number_key"`);
    await q.query(`ALTER TABLE "catalog"."orders" DROP COLUMN "demo_session_id"`);
    await q.query(`ALTER TABLE "catalog"."orders" DROP COLUMN "number"`);
    await q.query(`DROP FUNCTION "catalog"."new_order_number"()`);
    await q.query(`DROP SEQUENCE "catalog"."order_number_seq"`);
  }
}
