import { searchTextIndexes, trigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The users' list is searched through the indexes of its e-mail and name as one text, not an index a column. */
export class UserSearchText1807400000000 implements MigrationInterface {
  name = 'UserSearchText1807400000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of searchTextIndexes('users_search_text', '"identity"."users"', ['"email"', '"display_name"']))
      await q.query(sql);
    await q.query(`DROP INDEX "identity"."users_search_email"`);
    await q.query(`DROP INDEX "identity"."users_search_name"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(trigramIndex('users_search_email', '"identity"."users"', '"email"'));
    await q.query(trigramIndex('users_search_name', '"identity"."users"', '"display_name"'));
    await q.query(`DROP INDEX "identity"."users_search_text_rest"`);
    await q.query(`DROP INDEX "identity"."users_search_text_start"`);
  }
}
