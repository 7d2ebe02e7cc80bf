import { after, before, describe, it } from 'node:test';
import { assertPagesUseIndexes, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { charactersDatabase } from '../src/database.js';
import { CHARACTER_PAGES } from '../src/characters/character-pages.js';

/** Enough rows that PostgreSQL reads a page through an index rather than the whole table. */
const ROWS = 20_000;

let module: MediumTestModule;

before(async () => {
  module = await startMediumTestModule({ service: 'characters', database: charactersDatabase, providers: [] });
  const type = await module.db.query<Array<{ id: string }>>(
    `INSERT INTO characters.character_types (id, encrypted_type, character_type)
     VALUES (gen_random_uuid(), 'plan-type', 'Woodland owl') RETURNING id`,
  );
  await module.db.query(
    `INSERT INTO characters.characters (id, serial_number, type_id, owner_id, owner_display_name, owner_email, assigned_at, created_at)
     SELECT gen_random_uuid(), 'SN-' || upper(substr(md5(n::text), 1, 10)), $2::uuid, gen_random_uuid(), 'Family ' || n,
            substr(md5((n * 7)::text), 1, 10) || '@families.example.com', now(), now() - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS, type[0]!.id],
  );
  // What autovacuum does after a load like this: statistics, and the search indexes' pending entries merged in.
  await module.db.query('VACUUM ANALYZE characters.characters');
});

after(() => module?.close());

describe('character pages on 20,000 characters read through indexes', () => {
  it('reads a first page, a search by serial or owner and a sorted page of characters through an index', async () => {
    await assertPagesUseIndexes(module.db, CHARACTER_PAGES, 'characters', [
      {},
      { q: 'SN-C4CA4' },
      { q: '8f14e45f' },
      { sort: 'serial' },
      { sort: 'created', limit: 500 },
    ]);
  });
});
