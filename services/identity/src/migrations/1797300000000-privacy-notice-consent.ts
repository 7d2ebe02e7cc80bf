import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which privacy notice each account holder accepted, and when (none yet for the accounts made before). */
export class PrivacyNoticeConsent1797300000000 implements MigrationInterface {
  name = 'PrivacyNoticeConsent1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."users" ADD "notice_version" character varying(32)`);
    await q.query(`ALTER TABLE "identity"."users" ADD "notice_accepted_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."users" DROP COLUMN "notice_accepted_at"`);
    await q.query(`ALTER TABLE "identity"."users" DROP COLUMN "notice_version"`);
  }
}
