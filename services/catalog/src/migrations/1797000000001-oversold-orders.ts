import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A paid order can be flagged oversold: its payment came after the stock it needed had gone. */
export class OversoldOrders1797000000001 implements MigrationInterface {
  name = 'OversoldOrders1797000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."orders" ADD "oversold" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."orders" DROP COLUMN "oversold"`);
  }
}
