import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialIdentitySchema1763800000000 implements MigrationInterface {
  name = 'InitialIdentitySchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS "identity"`);
    await q.query(`
      CREATE TABLE "identity"."users" (
        "id" uuid NOT NULL,
        "display_name" character varying(60) NOT NULL,
        "email" character varying(254) NOT NULL,
        "password_hash" character varying(255) NOT NULL,
        "role" character varying(16),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_users_id" PRIMARY KEY ("id")
      )`);
    // E-mail addresses are unique whatever their case.
    await q.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "identity"."users" (lower("email"))`);
    await q.query(`
      CREATE TABLE "identity"."signing_keys" (
        "id" character varying(64) NOT NULL,
        "private_key_pem" text NOT NULL,
        "public_key_pem" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_signing_keys_id" PRIMARY KEY ("id")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."signing_keys"`);
    await q.query(`DROP TABLE "identity"."users"`);
  }
}
