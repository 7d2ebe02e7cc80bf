import { ensureTrigramSearch, trigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's e-mail, copied when a character is given, so the admin's list can be searched by
 * it; and indexes for each sort (keyset on the column and the id) and each search of its pages.
 */
export class ListPages1796200000000 implements MigrationInterface {
  name = 'ListPages1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureTrigramSearch(q);
    await q.query(`ALTER TABLE "characters"."characters" ADD "owner_email" character varying(254)`);
    await q.query(`CREATE INDEX "characters_page_created" ON "characters"."characters" ("created_at", "id")`);
    await q.query(`CREATE INDEX "characters_page_serial" ON "characters"."characters" ("serial_number", "id")`);
    await q.query(trigramIndex('characters_search_serial', '"characters"."characters"', '"serial_number"'));
    await q.query(trigramIndex('characters_search_owner_email', '"characters"."characters"', '"owner_email"'));
    await q.query(trigramIndex('characters_search_owner_name', '"characters"."characters"', '"owner_display_name"'));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'characters_search_owner_name',
      'characters_search_owner_email',
      'characters_search_serial',
      'characters_page_serial',
      'characters_page_created',
    ]) {
      await q.query(`DROP INDEX "characters"."${index}"`);
    }
    await q.query(`ALTER TABLE "characters"."characters" DROP COLUMN "owner_email"`);
  }
}
