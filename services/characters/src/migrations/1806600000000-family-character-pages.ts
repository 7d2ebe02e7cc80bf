import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A family's own characters are read a page at a time: keyset on (owner, sort column, id) for each
 * sort, so a page is read in order from the index. They stand in for the owner's plain index.
 */
export class FamilyCharacterPages1806600000000 implements MigrationInterface {
  name = 'FamilyCharacterPages1806600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "characters_owner_page_created" ON "characters"."characters" ("owner_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "characters_owner_page_serial" ON "characters"."characters" ("owner_id", "serial_number", "id")`);
    await q.query(`DROP INDEX "characters"."characters_owner_id_idx"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "characters_owner_id_idx" ON "characters"."characters" ("owner_id")`);
    await q.query(`DROP INDEX "characters"."characters_owner_page_serial"`);
    await q.query(`DROP INDEX "characters"."characters_owner_page_created"`);
  }
}
