import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log of every service's admin changes. */
export class AuditLog1795800000000 implements MigrationInterface {
  name = 'AuditLog1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "identity"."audit_entries" (
        "id" uuid NOT NULL,
        "at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "actor_id" uuid NOT NULL,
        "actor_email" character varying(254) NOT NULL,
        "action" character varying(64) NOT NULL,
        "target_type" character varying(32) NOT NULL,
        "target_id" character varying(64) NOT NULL,
        "summary" text NOT NULL,
        CONSTRAINT "PK_audit_entries_id" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "audit_entries_newest" ON "identity"."audit_entries" ("at", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "identity"."audit_entries_newest"`);
    await q.query(`DROP TABLE "identity"."audit_entries"`);
  }
}
