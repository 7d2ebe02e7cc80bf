import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The signing key is kept encrypted (the service encrypts a plain one at start); logouts are remembered. */
export class EncryptedSigningKeyAndRevokedTokens1764200000000 implements MigrationInterface {
  name = 'EncryptedSigningKeyAndRevokedTokens1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "identity"."signing_keys" ADD "private_key_encrypted" text`);
    await q.query(`ALTER TABLE "identity"."signing_keys" ALTER COLUMN "private_key_pem" DROP NOT NULL`);
    await q.query(`
      CREATE TABLE "identity"."revoked_tokens" (
        "token_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_revoked_tokens" PRIMARY KEY ("token_id")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."revoked_tokens"`);
    await q.query(`ALTER TABLE "identity"."signing_keys" DROP COLUMN "private_key_encrypted"`);
  }
}
