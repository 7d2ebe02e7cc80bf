import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A character's history can be paused, and old visits unlinked from their characters: a visit
 * may then have no character, and the ones still linked are found by their date for the
 * retention job.
 */
export class VisitHistoryChoice1796300000000 implements MigrationInterface {
  name = 'VisitHistoryChoice1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "characters"."characters" ADD "keep_history" boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE "characters"."visits" ALTER COLUMN "character_id" DROP NOT NULL`);
    await q.query(
      `CREATE INDEX "visits_linked_by_date_idx" ON "characters"."visits" ("visit_date") WHERE "character_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "characters"."visits_linked_by_date_idx"`);
    await q.query(`DELETE FROM "characters"."visits" WHERE "character_id" IS NULL`);
    await q.query(`ALTER TABLE "characters"."visits" ALTER COLUMN "character_id" SET NOT NULL`);
    await q.query(`ALTER TABLE "characters"."characters" DROP COLUMN "keep_history"`);
  }
}
