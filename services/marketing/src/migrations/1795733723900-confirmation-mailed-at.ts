import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an address was last mailed its confirmation link: signing up again soon after mails nothing more. */
export class ConfirmationMailedAt1795733723900 implements MigrationInterface {
  name = 'ConfirmationMailedAt1795733723900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "marketing"."interests" ADD "confirmation_mailed_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "marketing"."interests" DROP COLUMN "confirmation_mailed_at"`);
  }
}
