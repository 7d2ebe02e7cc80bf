import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertPagesUseIndexes, planOf, scansWhole, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { marketingDatabase } from '../src/database.js';
import { INTEREST_PAGES } from '../src/interests/interest-pages.js';
import { interestsSummaryOf } from '../src/interests/interests-summary.js';

/** Enough rows that PostgreSQL reads a page through an index rather than the whole table. */
const ROWS = 20_000;

let module: MediumTestModule;

before(async () => {
  module = await startMediumTestModule({ service: 'marketing', database: marketingDatabase, providers: [] });
  await module.db.query(
    `INSERT INTO marketing.interests (id, email, registered_at, confirmed_at, unsubscribed_at)
     SELECT gen_random_uuid(), substr(md5(n::text), 1, 10) || '@families.example.com', now() - n * interval '1 second',
            CASE WHEN n % 2 = 0 THEN now() END, CASE WHEN n % 97 = 0 THEN now() END
       FROM generate_series(1, $1::int) AS n`,
    [ROWS],
  );
  // What autovacuum does after a load like this: statistics, and the search indexes' pending entries merged in.
  await module.db.query('VACUUM ANALYZE marketing.interests');
});

after(() => module?.close());

describe('interest pages on 20,000 sign-ups read through indexes', () => {
  it('reads a first page, a search by e-mail or state and a sorted page of interests through an index', async () => {
    await assertPagesUseIndexes(module.db, INTEREST_PAGES, 'interests', [
      {},
      { q: 'c4ca4238' },
      { q: 'unsubscribed' },
      { sort: 'email' },
      { sort: '-registered', limit: 500 },
    ]);
  });
});

describe('the interests summary', () => {
  it('counts every sign-up in each state, not a page of them', async () => {
    // Every second address confirmed; every 97th unsubscribed, whether it had confirmed or not.
    const unsubscribed = Math.floor(ROWS / 97);
    const unsubscribedConfirmed = Math.floor(ROWS / 194);
    assert.deepEqual(await interestsSummaryOf(module.db.manager), {
      pending: ROWS / 2 - (unsubscribed - unsubscribedConfirmed),
      confirmed: ROWS / 2 - unsubscribedConfirmed,
      unsubscribed,
      suppressed: 0,
      total: ROWS,
    });
  });
});

describe("a family's address among 20,000 of each", () => {
  it('finds its sign-ups, enquiries and campaign mails through an index, whatever the case it is written in', async () => {
    const campaign = '00000000-0000-4000-8000-000000000001';
    await module.db.query(
      `INSERT INTO marketing.enquiries (id, kind, email, fields)
       SELECT gen_random_uuid(), 'contact', substr(md5(n::text), 1, 10) || '@Families.example.com', '{}'::jsonb
         FROM generate_series(1, $1::int) AS n`,
      [ROWS],
    );
    await module.db.query(
      `INSERT INTO marketing.campaigns (id, subject, html, status, send_at, total) VALUES ($1, 'News', '<p>News</p>', 'done', now(), 0)`,
      [campaign],
    );
    await module.db.query(
      `INSERT INTO marketing.deliveries (campaign_id, interest_id, email, status)
       SELECT $1, id, email, 'sent' FROM marketing.interests`,
      [campaign],
    );
    for (const table of ['enquiries', 'deliveries']) await module.db.query(`VACUUM ANALYZE marketing.${table}`);
    for (const table of ['interests', 'enquiries', 'deliveries']) {
      const plan = await planOf(module.db, {
        sql: `SELECT * FROM marketing.${table} WHERE lower("email") = lower($1)`,
        params: ['C4CA4238A0@families.example.com'],
      });
      assert.ok(!scansWhole(plan, table), `a family's ${table} are found by reading all of them:\n${plan}`);
    }
  });
});
