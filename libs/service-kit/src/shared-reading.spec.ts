import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SharedReading } from './shared-reading.js';

/** A reading whose calls are counted, each answering its own number. */
function counted() {
  let calls = 0;
  return { take: () => Promise.resolve(++calls), calls: () => calls };
}

describe('SharedReading', () => {
  it('answers everyone asking while it is fresh with one reading, the one in flight included', async () => {
    const reading = new SharedReading<number>(1000);
    const source = counted();
    const together = await Promise.all([reading.read(source.take, 0), reading.read(source.take, 10)]);
    assert.deepEqual(together, [1, 1]);
    assert.equal(await reading.read(source.take, 999), 1);
    assert.equal(source.calls(), 1);
  });

  it('reads anew once it is as old as freshMs', async () => {
    const reading = new SharedReading<number>(1000);
    const source = counted();
    await reading.read(source.take, 0);
    assert.equal(await reading.read(source.take, 1000), 2);
  });

  it('reads anew after a change, its own or one it follows', async () => {
    let followed = 0;
    const reading = new SharedReading<number>(1000, () => followed);
    const source = counted();
    await reading.read(source.take, 0);
    reading.changed();
    assert.equal(await reading.read(source.take, 1), 2);
    followed += 1;
    assert.equal(await reading.read(source.take, 2), 3);
    assert.equal(await reading.read(source.take, 3), 3);
  });

  it('does not keep a reading that failed', async () => {
    const reading = new SharedReading<number>(1000);
    await assert.rejects(reading.read(() => Promise.reject(new Error('database away')), 0));
    assert.equal(await reading.read(() => Promise.resolve(7), 1), 7);
  });
});
