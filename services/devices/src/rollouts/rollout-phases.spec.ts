import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextStep, phaseOfPosition, phaseReach, shuffled, type RolloutProgress } from './rollout-phases.js';

type Changes = Partial<Omit<RolloutProgress, 'counts'>> & { counts?: Partial<RolloutProgress['counts']> };

const progress = ({ counts, ...changes }: Changes): RolloutProgress => ({
  phase: 0,
  phases: [10, 50, 100],
  target: 100,
  failureThreshold: 10,
  minSample: 1,
  ...changes,
  counts: { pending: 0, downloading: 0, installing: 0, success: 0, failure: 0, ...counts },
});

describe('rollout phases', () => {
  it('reach the first ⌈target × percent / 100⌉ stations of the order', () => {
    assert.deepEqual(phaseReach(100, [10, 50, 100]), [10, 50, 100]);
    assert.deepEqual(phaseReach(7, [10, 50, 100]), [1, 4, 7]);
    assert.deepEqual(phaseReach(1, [10, 50, 100]), [1, 1, 1]);
    assert.deepEqual(phaseReach(10_000, [1, 25, 100]), [100, 2500, 10_000]);
  });

  it('give each position the first phase that reaches it', () => {
    const reach = phaseReach(7, [10, 50, 100]);
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6].map((position) => phaseOfPosition(position, reach)),
      [0, 1, 1, 1, 2, 2, 2],
    );
  });

  it('shuffle into a permutation of the target', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const order = shuffled([...Array(50).keys()], random);
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      [...Array(50).keys()],
    );
    assert.notDeepEqual(order, [...Array(50).keys()]);
  });
});

describe('a rollout after a report', () => {
  it('stays while its phase has stations that have not finished', () => {
    assert.deepEqual(nextStep(progress({ counts: { success: 9, installing: 1 } })), { kind: 'stay' });
  });

  it('goes to the next phase once every station of the phase finished within the threshold', () => {
    assert.deepEqual(nextStep(progress({ counts: { success: 10 } })), { kind: 'advance', phase: 1 });
    assert.deepEqual(nextStep(progress({ phase: 1, counts: { success: 46, failure: 4 } })), { kind: 'advance', phase: 2 });
  });

  it('completes when the last phase has finished', () => {
    assert.deepEqual(nextStep(progress({ phase: 2, counts: { success: 95, failure: 5 } })), { kind: 'complete' });
  });

  it('halts when failures exceed the threshold, with the figures as its reason', () => {
    const step = nextStep(progress({ counts: { success: 8, failure: 2 } }));
    assert.deepEqual(step, { kind: 'halt', reason: '2 of 10 stations failed to update (20%), above the threshold of 10%' });
  });

  it('does not halt at exactly the threshold', () => {
    assert.deepEqual(nextStep(progress({ counts: { success: 9, failure: 1 } })), { kind: 'advance', phase: 1 });
  });

  it('waits for minSample reports before it can halt', () => {
    assert.deepEqual(nextStep(progress({ minSample: 5, counts: { failure: 2, pending: 8 } })), { kind: 'stay' });
    assert.equal(nextStep(progress({ minSample: 5, counts: { failure: 2, success: 3, pending: 5 } })).kind, 'halt');
  });

  it('halts on any failure with a threshold of 0', () => {
    assert.equal(nextStep(progress({ failureThreshold: 0, counts: { success: 50, failure: 1 } })).kind, 'halt');
  });
});
