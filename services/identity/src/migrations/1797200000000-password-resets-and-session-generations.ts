import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mailed password-reset links (their tokens' hashes), and each account's session generation. */
export class PasswordResetsAndSessionGenerations1797200000000 implements MigrationInterface {
  name = 'PasswordResetsAndSessionGenerations1797200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."users" ADD "session_generation" integer NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE "identity"."password_resets" (
        "id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "token_hash" character(64) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_password_resets_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_password_resets_user" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "identity"."password_resets" ("token_hash")`);
    await q.query(`CREATE INDEX "password_resets_user_id_idx" ON "identity"."password_resets" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."password_resets"`);
    await q.query(`ALTER TABLE "identity"."users" DROP COLUMN "session_generation"`);
  }
}
