import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MicroBatch } from '../src/campaigns/micro-batch.js';

describe('MicroBatch', () => {
  it('runs calls made together as one batch, each caller getting its own result', async () => {
    const batches: number[][] = [];
    const batch = new MicroBatch<number, number>(async (items) => {
      batches.push(items);
      return items.map((n) => n * 10);
    }, 3);
    const results = await Promise.all([1, 2, 3, 4].map((n) => batch.add(n)));
    assert.deepEqual(results, [10, 20, 30, 40]);
    assert.deepEqual(batches, [[1, 2, 3], [4]]);
  });

  it('fails every caller of a batch that failed, and runs the next batch afresh', async () => {
    let fail = true;
    const batch = new MicroBatch<string, string>(async (items) => {
      if (fail) throw new Error('database down');
      return items;
    });
    const failed = await Promise.allSettled([batch.add('a'), batch.add('b')]);
    assert.deepEqual(
      failed.map((r) => r.status),
      ['rejected', 'rejected'],
    );
    fail = false;
    assert.equal(await batch.add('c'), 'c');
  });
});
