import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A campaign's deliveries go out in numbered batches, one delivery job each. */
export class DeliveryBatches1795560000000 implements MigrationInterface {
  name = 'DeliveryBatches1795560000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "marketing"."deliveries" ADD "batch" integer NOT NULL DEFAULT 0`);
    await q.query(`CREATE INDEX "IDX_deliveries_campaign_batch" ON "marketing"."deliveries" ("campaign_id", "batch")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "marketing"."IDX_deliveries_campaign_batch"`);
    await q.query(`ALTER TABLE "marketing"."deliveries" DROP COLUMN "batch"`);
  }
}
