import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { storeInHalves } from './store-in-halves.js';

class Refused extends Error {}
const isItemFault = (error: unknown) => error instanceof Refused;

/** A store that refuses any lot holding a bad item, and records what it stored. */
function storeRefusing(bad: Set<number>) {
  const stored: number[] = [];
  let calls = 0;
  const store = async (items: readonly number[]) => {
    calls++;
    if (items.some((item) => bad.has(item))) throw new Refused(`refused ${items.find((item) => bad.has(item))}`);
    stored.push(...items);
  };
  return { store, stored, calls: () => calls };
}

describe('storeInHalves', () => {
  it('stores a good lot in one go', async () => {
    const { store, stored, calls } = storeRefusing(new Set());
    assert.deepEqual(await storeInHalves([1, 2, 3], store, isItemFault), []);
    assert.deepEqual([stored, calls()], [[1, 2, 3], 1]);
  });

  it('stores every good item of 1,000 around two bad ones, and gives back the bad ones with their errors', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    const { store, stored, calls } = storeRefusing(new Set([17, 640]));
    const refused = await storeInHalves(items, store, isItemFault);
    assert.deepEqual(
      refused.map(({ item, error }) => [item, (error as Error).message]),
      [
        [17, 'refused 17'],
        [640, 'refused 640'],
      ],
    );
    assert.deepEqual(
      [...stored].sort((a, b) => a - b),
      items.filter((i) => i !== 17 && i !== 640),
    );
    assert.ok(calls() < 60, `${calls()} stores`);
  });

  it("throws a failure that is not the items' fault, for the whole lot to come again", async () => {
    const down = new Error('connect ECONNREFUSED');
    await assert.rejects(
      storeInHalves([1, 2], () => Promise.reject(down), isItemFault),
      (error) => error === down,
    );
  });
});
