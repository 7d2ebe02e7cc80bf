import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log's pages of one type of target: counted and read newest first from (type, at, id). */
export class AuditPagesByType1806600000000 implements MigrationInterface {
  name = 'AuditPagesByType1806600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "audit_entries_type_newest" ON "identity"."audit_entries" ("target_type", "at", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "identity"."audit_entries_type_newest"`);
  }
}
