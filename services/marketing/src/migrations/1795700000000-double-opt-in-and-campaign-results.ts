import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Addresses confirm before they are mailed, and may be suppressed after a refusal for good;
 * campaigns may be scheduled and count their links' follows. The addresses registered before
 * confirmation existed count as confirmed from when they registered: they asked for the news,
 * and have had it since.
 */
export class DoubleOptInAndCampaignResults1795700000000 implements MigrationInterface {
  name = 'DoubleOptInAndCampaignResults1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "marketing"."interests" ADD "confirmed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "marketing"."interests" ADD "suppressed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "marketing"."interests" ADD "suppression_reason" character varying(500)`);
    await q.query(`UPDATE "marketing"."interests" SET "confirmed_at" = "registered_at"`);
    await q.query(`ALTER TABLE "marketing"."campaigns" ADD "send_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "marketing"."campaigns" ADD "started_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`UPDATE "marketing"."campaigns" SET "send_at" = "created_at", "started_at" = "created_at"`);
    await q.query(`ALTER TABLE "marketing"."campaigns" ALTER COLUMN "send_at" SET NOT NULL`);
    await q.query(
      `CREATE TABLE "marketing"."campaign_links" (
         "campaign_id" uuid NOT NULL, "position" integer NOT NULL, "url" text NOT NULL, "clicks" integer NOT NULL DEFAULT 0,
         CONSTRAINT "PK_campaign_links" PRIMARY KEY ("campaign_id", "position"),
         CONSTRAINT "FK_campaign_links_campaign" FOREIGN KEY ("campaign_id")
           REFERENCES "marketing"."campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "marketing"."campaign_links"`);
    await q.query(`ALTER TABLE "marketing"."campaigns" DROP COLUMN "started_at"`);
    await q.query(`ALTER TABLE "marketing"."campaigns" DROP COLUMN "send_at"`);
    await q.query(`ALTER TABLE "marketing"."interests" DROP COLUMN "suppression_reason"`);
    await q.query(`ALTER TABLE "marketing"."interests" DROP COLUMN "suppressed_at"`);
    await q.query(`ALTER TABLE "marketing"."interests" DROP COLUMN "confirmed_at"`);
  }
}
