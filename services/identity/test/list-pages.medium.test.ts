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
import { identityDatabase } from '../src/database.js';
import { AUDIT_PAGES, byActor, ofTargetType } from '../src/audit/audit-pages.js';
import { USER_PAGES } from '../src/users/user-pages.js';

/** Enough rows that PostgreSQL reads a page through an index rather than the whole table. */
const ROWS = 20_000;
/** The admins who made the audit log's changes, each a share of them. */
const ADMINS = 20;
const adminId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let module: MediumTestModule;

before(async () => {
  module = await startMediumTestModule({ service: 'identity', database: identityDatabase, providers: [] });
  // Names and addresses as varied as real ones: each word is in a twentieth of them.
  await module.db.query(
    `INSERT INTO identity.users (id, display_name, email, password_hash, created_at)
     SELECT gen_random_uuid(), (ARRAY['Old', 'Whispering', 'Crooked', 'Mossy', 'Hollow', 'Sunny', 'Misty', 'Silver', 'Golden', 'Ancient', 'Quiet', 'Windy', 'Bramble', 'Fern', 'Hazel', 'Willow', 'Rowan', 'Alder', 'Birch', 'Elder'])[1 + n % 20] || ' ' || (ARRAY['Old', 'Whispering', 'Crooked', 'Mossy', 'Hollow', 'Sunny', 'Misty', 'Silver', 'Golden', 'Ancient', 'Quiet', 'Windy', 'Bramble', 'Fern', 'Hazel', 'Willow', 'Rowan', 'Alder', 'Birch', 'Elder'])[1 + (n / 20) % 20] || ' ' || n,
            substr(md5(n::text), 1, 10) || '@' || (ARRAY['Old', 'Whispering', 'Crooked', 'Mossy', 'Hollow', 'Sunny', 'Misty', 'Silver', 'Golden', 'Ancient', 'Quiet', 'Windy', 'Bramble', 'Fern', 'Hazel', 'Willow', 'Rowan', 'Alder', 'Birch', 'Elder'])[1 + (n / 400) % 20] || '.example.com', 'not-a-hash',
            now() - n * interval '1 second'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
  await module.db.query(
    `INSERT INTO identity.audit_entries (id, at, actor_id, actor_email, action, target_type, target_id, summary)
     SELECT gen_random_uuid(), now() - n * interval '1 second', ('00000000-0000-4000-8000-' || lpad((n % $2::int)::text, 12, '0'))::uuid,
            substr(md5(n::text), 1, 10) || '@example.com',
            'station.updated', (ARRAY['station', 'user', 'character', 'apikey', 'version'])[1 + n % 5], 'x',
            'Station ST-' || upper(substr(md5(n::text), 1, 8)) || ' changed'
       FROM generate_series(1, $1::int) AS n`,
    [ROWS, ADMINS],
  );
  // Names and addresses a search must find (or not) as each column on its own finds them.
  await module.db.query(
    `INSERT INTO identity.users (id, display_name, email, password_hash, created_at)
     SELECT gen_random_uuid(), name, email, 'not-a-hash', now()
       FROM (VALUES ('Ann_Marie 100%', 'ann.marie@edge.example'), ('Zoë Édith', 'ZOE.EDITH@EDGE.EXAMPLE'),
                    ('tail end', 'head@edge.example'), ('Back\\slash', 'back.slash@edge.example')) AS edge(name, email)`,
  );
  await module.db.query('VACUUM ANALYZE identity.audit_entries');
  // What autovacuum does after a load like this: statistics, and the search indexes' pending entries merged in.
  await module.db.query('VACUUM ANALYZE identity.users');
});

after(() => module?.close());

describe('user and audit pages on 20,000 rows read through indexes', () => {
  it('reads a first page, a search and a sorted page of users through an index', async () => {
    await assertPagesUseIndexes(module.db, USER_PAGES, 'users', [
      {},
      { q: 'c4ca4' },
      { q: 'mossy hazel' },
      { sort: 'email' },
      { sort: '-name', limit: 500 },
      { sort: '-email', q: 'willow.example' },
    ]);
  });

  it("searches users through the indexes of their e-mail and name as one text, an address's dot and all", async () => {
    for (const q of ['c4ca4', 'mossy hazel', 'Willow.example', 'ann.marie']) {
      const plan = await planOf(module.db, pageStatements(USER_PAGES, { q }).counted!);
      assert.match(plan, /users_search_text_start/, `${q}:\n${plan}`);
      assert.match(plan, /users_search_text_rest/, `${q}:\n${plan}`);
    }
  });

  it('finds what each column holds, in any case, % and _ as themselves, never across the e-mail and the name', async () => {
    const found = async (q: string) => (await pageOfIds(module.db, USER_PAGES, { q })).total;
    assert.equal(await found('ann_marie 100%'), 1);
    assert.equal(await found('0%'), 1);
    assert.equal(await found('n_m'), 1);
    assert.equal(await found('zoë édith'), 1);
    assert.equal(await found('k\\s'), 1);
    assert.equal(await found('head@edge.example'), 1);
    assert.equal(await found(`example${SEARCH_SEPARATOR}tail`), 0);
    assert.equal(await found('exampletail'), 0);
    await assertSearchFindsAsEachColumn(module.db, USER_PAGES, [
      'ANN_MARIE',
      'n_m',
      'nxm',
      '%',
      '_',
      'n.m',
      'e.ed',
      'ZOË',
      'édith@',
      'h@',
      'head',
      'ead@',
      'tail end',
      'ail',
      `example${SEARCH_SEPARATOR}tail`,
      `${SEARCH_SEPARATOR}`,
      'example tail',
      'k\\s',
      '\\',
      'e',
      'c4ca4',
      'mossy hazel 1',
    ]);
  });

  it('reads a first page and a search of the audit log through an index', async () => {
    await assertPagesUseIndexes(module.db, AUDIT_PAGES, 'audit_entries', [{}, { q: 'ST-C4CA4' }, { limit: 500 }]);
  });

  it("counts and reads the audit log's pages of one type of target through an index, the next page too", async () => {
    const filters = [ofTargetType('user')];
    const first = await pageOfIds(module.db, AUDIT_PAGES, { limit: 50 }, filters);
    assert.equal(first.total, ROWS / 5);
    assert.ok(first.next);
    await assertPagesUseIndexes(
      module.db,
      AUDIT_PAGES,
      'audit_entries',
      [{}, { limit: 500 }, { cursor: first.next }, { q: 'ST-C4CA4' }],
      filters,
    );
  });

  it("counts and reads one admin's changes through an index, the next page too", async () => {
    const filters = [byActor(adminId(7))];
    const first = await pageOfIds(module.db, AUDIT_PAGES, { limit: 50 }, filters);
    assert.equal(first.total, ROWS / ADMINS);
    assert.ok(first.next);
    await assertPagesUseIndexes(
      module.db,
      AUDIT_PAGES,
      'audit_entries',
      [{}, { limit: 500 }, { cursor: first.next }, { q: 'ST-C4CA4' }],
      filters,
    );
  });
});
