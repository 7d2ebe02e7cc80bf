import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A campaign keeps 'done' once none of its mails is left to go, so its list searches and sorts by
 * the status it shows; the mails still to go are indexed, for the check each delivery job makes.
 */
export class CampaignsDone1807450000000 implements MigrationInterface {
  name = 'CampaignsDone1807450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "deliveries_unfinished" ON "marketing"."deliveries" ("campaign_id") WHERE "status" IN ('queued', 'sending')`,
    );
    await q.query(
      `UPDATE "marketing"."campaigns" c SET "status" = 'done'
        WHERE c."status" IN ('sending', 'paused')
          AND NOT EXISTS (SELECT 1 FROM "marketing"."deliveries" d
                           WHERE d."campaign_id" = c."id" AND d."status" IN ('queued', 'sending'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "marketing"."campaigns" SET "status" = 'sending' WHERE "status" = 'done'`);
    await q.query(`DROP INDEX "marketing"."deliveries_unfinished"`);
  }
}
