import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an account asked to be deleted is erased, and the index the erasure job finds them by. */
export class AccountDeletions1806500000000 implements MigrationInterface {
  name = 'AccountDeletions1806500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."users" ADD "deletion_scheduled_for" TIMESTAMP WITH TIME ZONE`);
    await q.query(
      `CREATE INDEX "users_deletion_due" ON "identity"."users" ("deletion_scheduled_for") WHERE "deletion_scheduled_for" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "identity"."users_deletion_due"`);
    await q.query(`ALTER TABLE "identity"."users" DROP COLUMN "deletion_scheduled_for"`);
  }
}
