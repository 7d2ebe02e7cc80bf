import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialMarketingSchema1795380151859 implements MigrationInterface {
  name = 'InitialMarketingSchema1795380151859';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS "marketing"`);
    await q.query(`
      CREATE TABLE "marketing"."link_secrets" (
        "id" character varying(32) NOT NULL,
        "secret" character(64) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_link_secrets_id" PRIMARY KEY ("id")
      )`);
    await q.query(`
      CREATE TABLE "marketing"."interests" (
        "id" uuid NOT NULL,
        "email" character varying(254) NOT NULL,
        "registered_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "unsubscribed_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_interests_id" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "interests_email_key" ON "marketing"."interests" ("email")`);
    await q.query(`
      CREATE TABLE "marketing"."enquiries" (
        "id" uuid NOT NULL,
        "kind" character varying(16) NOT NULL,
        "email" character varying(254) NOT NULL,
        "fields" jsonb NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "mailed_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_enquiries_id" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "enquiries_created_at_idx" ON "marketing"."enquiries" ("created_at")`);
    await q.query(`
      CREATE TABLE "marketing"."campaigns" (
        "id" uuid NOT NULL,
        "subject" character varying(200) NOT NULL,
        "html" text NOT NULL,
        "status" character varying(16) NOT NULL,
        "total" integer NOT NULL DEFAULT 0,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_campaigns_id" PRIMARY KEY ("id")
      )`);
    await q.query(`
      CREATE TABLE "marketing"."deliveries" (
        "campaign_id" uuid NOT NULL,
        "interest_id" uuid NOT NULL,
        "email" character varying(254) NOT NULL,
        "status" character varying(16) NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "sent_at" TIMESTAMP WITH TIME ZONE,
        "error" character varying(500),
        CONSTRAINT "PK_deliveries_campaign_interest" PRIMARY KEY ("campaign_id", "interest_id"),
        CONSTRAINT "FK_deliveries_campaign" FOREIGN KEY ("campaign_id")
          REFERENCES "marketing"."campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
  }

  async down(): Promise<void> {
    // The schema stays: dropping it would take every later table with it.
  }
}
