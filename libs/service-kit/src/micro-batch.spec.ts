import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MicroBatch } from './micro-batch.js';

describe('MicroBatch', () => {
  it('runs calls made together as one batch, each caller getting its own result', async () => {
    const batches: number[][] = [];
    const batch = new MicroBatch<number, number>(
      async (items) => {
        batches.push(items);
        return items.map((n) => n * 10);
      },
      { maxSize: 3 },
    );
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

  it('waits for nothing but the end of the turn: calls of one turn go together, a later call alone', async () => {
    const batches: number[][] = [];
    const batch = new MicroBatch<number, number>(async (items) => {
      batches.push(items);
      return items;
    });
    await Promise.all([1, 2, 3].map((n) => batch.add(n)));
    await batch.add(4);
    assert.deepEqual(batches, [[1, 2, 3], [4]]);
  });

  it('runs at most maxInFlight batches at once; calls arriving meanwhile go together after', async () => {
    const batches: number[][] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const batch = new MicroBatch<number, number>(
      async (items) => {
        batches.push(items);
        if (batches.length === 1) await held;
        return items;
      },
      { maxInFlight: 1 },
    );
    const first = batch.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => batch.add(n));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(batches, [[1]], 'nothing more while the first is in flight');
    release();
    assert.deepEqual(await Promise.all([first, ...later]), [1, 2, 3, 4]);
    assert.deepEqual(batches, [[1], [2, 3, 4]]);
  });

  it('keeps a batch within its weight, but always takes one item', async () => {
    const batches: string[][] = [];
    const batch = new MicroBatch<string, string>(
      async (items) => {
        batches.push(items);
        return items;
      },
      { weight: (item) => item.length, maxWeight: 5 },
    );
    await Promise.all(['aa', 'bb', 'cc', 'dddddddd', 'e'].map((item) => batch.add(item)));
    assert.deepEqual(batches, [['aa', 'bb'], ['cc'], ['dddddddd'], ['e']]);
  });
});
