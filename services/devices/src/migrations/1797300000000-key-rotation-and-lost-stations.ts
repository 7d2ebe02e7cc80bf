import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A key may be succeeded by a new one for the same station (`successor_of` on the successor); the
 * key it succeeds is accepted until `accepted_until`, then refused. A station reported stolen or
 * lost keeps when it was (`lost_at`).
 */
export class KeyRotationAndLostStations1797300000000 implements MigrationInterface {
  name = 'KeyRotationAndLostStations1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."api_keys" ADD "successor_of" uuid`);
    await q.query(`ALTER TABLE "devices"."api_keys" ADD "accepted_until" TIMESTAMP WITH TIME ZONE`);
    await q.query(
      `ALTER TABLE "devices"."api_keys" ADD CONSTRAINT "FK_api_keys_successor_of" FOREIGN KEY ("successor_of") REFERENCES "devices"."api_keys"("id") ON DELETE SET NULL`,
    );
    await q.query(`CREATE UNIQUE INDEX "api_keys_successor_of_key" ON "devices"."api_keys" ("successor_of")`);
    await q.query(`ALTER TABLE "devices"."base_stations" ADD "lost_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."base_stations" DROP COLUMN "lost_at"`);
    await q.query(`DROP INDEX "devices"."api_keys_successor_of_key"`);
    await q.query(`ALTER TABLE "devices"."api_keys" DROP CONSTRAINT "FK_api_keys_successor_of"`);
    await q.query(`ALTER TABLE "devices"."api_keys" DROP COLUMN "accepted_until"`);
    await q.query(`ALTER TABLE "devices"."api_keys" DROP COLUMN "successor_of"`);
  }
}
