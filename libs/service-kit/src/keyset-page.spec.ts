import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EXACT_TOTAL_BOUND, type Paging } from '@storystump/contracts';
import type { EntityManager } from 'typeorm';
import { keysetPage, type PagedTable } from './keyset-page.js';

const tableOf = (from: string): PagedTable<'name'> => ({
  paging: { sorts: ['name'], defaultSort: 'name' } as unknown as Paging<'name'>,
  from,
  id: { sql: 't.id', type: 'uuid' },
  sorts: { name: { sql: 't.name', type: 'text' } },
  search: ['t.name'],
});

/** A database holding `rows` rows, as the planner and a count see it, answering a page of two; it notes each statement. */
function databaseOf(rows: number) {
  const statements: string[] = [];
  const db = {
    query: async (sql: string) => {
      statements.push(sql);
      if (sql.startsWith('EXPLAIN')) return [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': rows } }] }];
      if (sql.startsWith('WITH matching')) {
        const total = Math.min(rows, EXACT_TOTAL_BOUND + 1);
        return rows === 0
          ? [{ total, id: null, sort_value: null }]
          : [
              { total, id: '00000000-0000-4000-8000-000000000001', sort_value: 'a' },
              { total, id: '00000000-0000-4000-8000-000000000002', sort_value: 'b' },
            ];
      }
      if (sql.includes('count(*)')) return [{ count: Math.min(rows, EXACT_TOTAL_BOUND + 1) }];
      return [
        { id: '00000000-0000-4000-8000-000000000001', sort_value: 'a' },
        { id: '00000000-0000-4000-8000-000000000002', sort_value: 'b' },
      ];
    },
  };
  return { db: db as unknown as EntityManager, statements };
}

const load = async (ids: string[]) => ids.map((id) => ({ _id: id }));
const asks = (statements: string[], kind: 'EXPLAIN' | 'count(*)') => statements.filter((sql) => sql.includes(kind)).length;

describe('keyset pages', () => {
  it("give a whole table past the bound the planner's estimate, asked once for the first pages that follow", async () => {
    const { db, statements } = databaseOf(250_000);
    const table = tableOf('scale.big_table t');
    for (let ask = 0; ask < 3; ask++) {
      const page = await keysetPage(db, table, { limit: 1 }, load);
      assert.equal(page.total, 250_000);
      assert.equal(page.totalIsEstimated, true);
      assert.equal(page.items.length, 1);
    }
    assert.equal(asks(statements, 'EXPLAIN'), 1);
    assert.equal(asks(statements, 'count(*)'), 0);
  });

  it('count a whole table within the bound every time, exactly', async () => {
    const { db, statements } = databaseOf(20);
    const table = tableOf('scale.small_table t');
    for (let ask = 0; ask < 2; ask++) {
      const page = await keysetPage(db, table, { limit: 1 }, load);
      assert.equal(page.total, 20);
      assert.equal(page.totalIsEstimated, false);
    }
    assert.equal(asks(statements, 'count(*)'), 2);
  });

  it('read a search of few matches in one statement, its page and its exact total', async () => {
    const { db, statements } = databaseOf(12);
    const page = await keysetPage(db, tableOf('scale.searched_table t'), { limit: 1, q: 'stump-04711' }, load);
    assert.equal(page.total, 12);
    assert.equal(page.totalIsEstimated, false);
    assert.deepEqual(
      page.items.map((item) => item._id),
      ['00000000-0000-4000-8000-000000000001'],
    );
    assert.ok(page.next);
    assert.equal(statements.length, 1, statements.join('\n'));
  });

  it('answer a search that finds nothing with an empty page and a total of 0, in one statement', async () => {
    const { db, statements } = databaseOf(0);
    const page = await keysetPage(db, tableOf('scale.searched_table t'), { limit: 1, q: 'nowhere' }, load);
    assert.deepEqual(page, { items: [], next: null, total: 0, totalIsEstimated: false });
    assert.equal(statements.length, 1);
  });

  it("read a search past the bound by its sort's index, its total the planner's estimate", async () => {
    const { db, statements } = databaseOf(250_000);
    const page = await keysetPage(db, tableOf('scale.searched_table t'), { limit: 1, q: 'a' }, load);
    assert.equal(page.total, 250_000);
    assert.equal(page.totalIsEstimated, true);
    assert.equal(page.items.length, 1);
    assert.equal(asks(statements, 'count(*)'), 1);
    assert.equal(asks(statements, 'EXPLAIN'), 1);
  });
});
