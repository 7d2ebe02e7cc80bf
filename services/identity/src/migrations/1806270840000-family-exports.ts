import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A family's data exports: the request, its state and the assembled zip. */
export class FamilyExports1806270840000 implements MigrationInterface {
  name = 'FamilyExports1806270840000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "identity"."family_exports" (
        "id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "status" character varying(16) NOT NULL,
        "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "ready_at" TIMESTAMP WITH TIME ZONE,
        "expires_at" TIMESTAMP WITH TIME ZONE,
        "archive" bytea,
        CONSTRAINT "PK_family_exports_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_family_exports_user" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "family_exports_user_newest" ON "identity"."family_exports" ("user_id", "requested_at")`);
    await q.query(
      `CREATE UNIQUE INDEX "family_exports_one_pending" ON "identity"."family_exports" ("user_id") WHERE "status" = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "identity"."family_exports"`);
  }
}
