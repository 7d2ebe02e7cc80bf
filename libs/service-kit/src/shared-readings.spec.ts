import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SharedReadings } from './shared-readings.js';

/** A reading whose calls are counted, each answering its key and number. */
function counted() {
  let calls = 0;
  return { take: (key: string) => () => Promise.resolve(`${key}:${++calls}`), calls: () => calls };
}

describe('SharedReadings', () => {
  it('shares a reading among those asking for the same key, and reads each key of its own', async () => {
    const readings = new SharedReadings<string>(1000);
    const source = counted();
    const together = await Promise.all([
      readings.read('week', source.take('week'), 0),
      readings.read('week', source.take('week'), 5),
      readings.read('month', source.take('month'), 5),
    ]);
    assert.deepEqual(together, ['week:1', 'week:1', 'month:2']);
    assert.equal(await readings.read('week', source.take('week'), 999), 'week:1');
    assert.equal(await readings.read('week', source.take('week'), 1000), 'week:3', 'read anew once as old as freshMs');
  });

  it('reads every key anew after a change', async () => {
    const readings = new SharedReadings<string>(1000);
    const source = counted();
    await readings.read('week', source.take('week'), 0);
    await readings.read('month', source.take('month'), 0);
    readings.changed();
    assert.equal(await readings.read('week', source.take('week'), 1), 'week:3');
    assert.equal(await readings.read('month', source.take('month'), 1), 'month:4');
    assert.equal(await readings.read('month', source.take('month'), 2), 'month:4');
  });

  it('lets go of the key asked for least recently past maxKeys', async () => {
    const readings = new SharedReadings<string>(1000, 2);
    const source = counted();
    await readings.read('a', source.take('a'), 0);
    await readings.read('b', source.take('b'), 0);
    await readings.read('a', source.take('a'), 1);
    await readings.read('c', source.take('c'), 1);
    assert.equal(await readings.read('a', source.take('a'), 2), 'a:1', 'a was asked for after b');
    assert.equal(await readings.read('b', source.take('b'), 2), 'b:4', 'b was let go');
  });
});
