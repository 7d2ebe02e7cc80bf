import { ensureTrigramSearch, trigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes for each sort (keyset on the column and the id) and each search of the users' and audit's pages. */
export class ListPages1796200000000 implements MigrationInterface {
  name = 'ListPages1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureTrigramSearch(q);
    await q.query(`CREATE INDEX "users_page_email" ON "identity"."users" ("email", "id")`);
    await q.query(`CREATE INDEX "users_page_name" ON "identity"."users" ("display_name", "id")`);
    await q.query(`CREATE INDEX "users_page_created" ON "identity"."users" ("created_at", "id")`);
    await q.query(trigramIndex('users_search_email', '"identity"."users"', '"email"'));
    await q.query(trigramIndex('users_search_name', '"identity"."users"', '"display_name"'));
    await q.query(trigramIndex('audit_entries_search_summary', '"identity"."audit_entries"', '"summary"'));
    await q.query(trigramIndex('audit_entries_search_action', '"identity"."audit_entries"', '"action"'));
    await q.query(trigramIndex('audit_entries_search_actor_email', '"identity"."audit_entries"', '"actor_email"'));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'audit_entries_search_actor_email',
      'audit_entries_search_action',
      'audit_entries_search_summary',
      'users_search_name',
      'users_search_email',
      'users_page_created',
      'users_page_name',
      'users_page_email',
    ]) {
      await q.query(`DROP INDEX "identity"."${index}"`);
    }
  }
}
