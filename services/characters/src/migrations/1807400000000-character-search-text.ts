import { searchTextIndexes, trigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's list of characters is searched through the indexes of the serial number and the
 * owner's e-mail and name as one text. The serial number's own trigram index stays: a claim looks
 * a serial number up through it.
 */
export class CharacterSearchText1807400000000 implements MigrationInterface {
  name = 'CharacterSearchText1807400000000';

  async up(q: QueryRunner): Promise<void> {
    const columns = ['"serial_number"', '"owner_email"', '"owner_display_name"'];
    for (const sql of searchTextIndexes('characters_search_text', '"characters"."characters"', columns)) await q.query(sql);
    await q.query(`DROP INDEX "characters"."characters_search_owner_email"`);
    await q.query(`DROP INDEX "characters"."characters_search_owner_name"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(trigramIndex('characters_search_owner_email', '"characters"."characters"', '"owner_email"'));
    await q.query(trigramIndex('characters_search_owner_name', '"characters"."characters"', '"owner_display_name"'));
    await q.query(`DROP INDEX "characters"."characters_search_text_rest"`);
    await q.query(`DROP INDEX "characters"."characters_search_text_start"`);
  }
}
