import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One admin's changes in the audit log: counted and read newest first from (actor, at, id). */
export class AuditPagesByActor1806700000000 implements MigrationInterface {
  name = 'AuditPagesByActor1806700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "audit_entries_actor_newest" ON "identity"."audit_entries" ("actor_id", "at", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "identity"."audit_entries_actor_newest"`);
  }
}
