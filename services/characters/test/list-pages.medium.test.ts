import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pageStatements, SEARCH_SEPARATOR } from '@storystump/service-kit';
import {
  assertPagesUseIndexes,
  assertSearchFindsAsEachColumn,
  pageOfIds,
  planOf,
  startMediumTestModule,
  type MediumTestModule,
} from '@storystump/testing';
import { charactersDatabase } from '../src/database.js';
import { CHARACTER_PAGES } from '../src/characters/character-pages.js';
import { MY_CHARACTER_PAGES, ownedBy } from '../src/characters/my-character-pages.js';

/** Enough rows that PostgreSQL reads a page through an index rather than the whole table. */
const ROWS = 20_000;
/** A collector's family, among the others that have one character each. */
const FAMILY_ROWS = 2_000;

let module: MediumTestModule;
let family: string;

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
  const owner = await module.db.query<Array<{ id: string }>>('SELECT gen_random_uuid()::text AS id');
  family = owner[0]!.id;
  await module.db.query(
    `INSERT INTO characters.characters (id, serial_number, type_id, owner_id, owner_display_name, owner_email, assigned_at, created_at)
     SELECT gen_random_uuid(), 'FM-' || upper(substr(md5(n::text), 1, 10)), $2::uuid, $3::uuid, 'Collectors',
            'collectors@families.example.com', now(), now() - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [FAMILY_ROWS, type[0]!.id, family],
  );
  // Serial numbers and owners a search must find (or not) as each column on its own finds them; one unowned.
  await module.db.query(
    `INSERT INTO characters.characters (id, serial_number, type_id, owner_id, owner_display_name, owner_email, assigned_at, created_at)
     SELECT gen_random_uuid(), serial, $1::uuid, NULL, name, email, NULL, now()
       FROM (VALUES ('ED-100%_A', 'Ann_Marie', 'ann.marie@edge.example'), ('ed-tail', NULL, NULL),
                    ('ED-HEAD', 'Zoë Édith', 'ZOE@EDGE.EXAMPLE')) AS edge(serial, name, email)`,
    [type[0]!.id],
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

  it('searches a serial number, whose first trigrams every serial shares, through the start of the search text', async () => {
    const plan = await planOf(module.db, pageStatements(CHARACTER_PAGES, { q: 'SN-C4CA4' }).counted!);
    assert.match(plan, /characters_search_text_start/, plan);
    assert.match(plan, /characters_search_text_rest/, plan);
  });

  it('finds what each column holds, in any case, % and _ as themselves, never across two columns', async () => {
    const found = async (q: string) => (await pageOfIds(module.db, CHARACTER_PAGES, { q })).total;
    assert.equal(await found('ed-100%_a'), 1);
    assert.equal(await found('0%_'), 1);
    assert.equal(await found('ed-tail'), 1);
    assert.equal(await found('zoë édith'), 1);
    assert.equal(await found(`ed-head${SEARCH_SEPARATOR}zoe`), 0);
    assert.equal(await found('ed-headzoe'), 0);
    await assertSearchFindsAsEachColumn(module.db, CHARACTER_PAGES, [
      'ED-',
      'd-',
      'd-1',
      '%',
      '_a',
      'xa',
      'ann_',
      'n.m',
      'ZOË',
      'e@edge',
      'ed-head',
      `ed-head${SEARCH_SEPARATOR}zoe`,
      `${SEARCH_SEPARATOR}`,
      'head zoe',
      'SN-C4CA4',
      'sn-',
      'n-c4',
      'family 1',
      '8f14e45f',
    ]);
  });

  it("reads a family's own pages in order from the owner's index, the next page too", async () => {
    const filters = [ownedBy(family)];
    const first = await pageOfIds(module.db, MY_CHARACTER_PAGES, { limit: 50 }, filters);
    assert.equal(first.total, FAMILY_ROWS);
    assert.ok(first.next);
    const unsearched = [{}, { sort: 'serial' as const }, { sort: '-serial' as const, limit: 500 }, { cursor: first.next }];
    await assertPagesUseIndexes(
      module.db,
      MY_CHARACTER_PAGES,
      'characters',
      [...unsearched, { q: 'FM-C4CA4' }, { q: 'owl' }],
      filters,
    );
    // A search may sort the few it finds; a page of the whole family's list is read in order.
    for (const input of unsearched) {
      const plan = await planOf(module.db, pageStatements(MY_CHARACTER_PAGES, input, filters).rows);
      assert.doesNotMatch(
        plan,
        /\bSort\b/,
        `${JSON.stringify(input)} sorts the family's characters rather than reading them in order:\n${plan}`,
      );
    }
  });
});
