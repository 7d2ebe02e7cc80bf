import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gateVerdict } from './vitals-gate.js';

const gate = { maxCrashFreeDrop: 5, minHoursObserved: 100 };
const previous = { tag: '2.0.0', hours: 1000, crashFree: 990 };

describe('a vitals gate', () => {
  it('waits while fewer than minHoursObserved hours of the new version are seen, however bad they are', () => {
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 99, crashFree: 0 }, previous), { kind: 'wait' });
  });

  it('judges once exactly minHoursObserved hours are seen', () => {
    assert.equal(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashFree: 0 }, previous).kind, 'fail');
    assert.equal(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashFree: 100 }, previous).kind, 'hold');
  });

  it('holds at exactly the largest drop allowed', () => {
    // 99.0% against 94.0%: a drop of exactly 5 points.
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashFree: 94 }, previous), { kind: 'hold' });
    assert.deepEqual(
      gateVerdict({ maxCrashFreeDrop: 0.1, minHoursObserved: 1 }, { tag: 'b', hours: 1000, crashFree: 989 }, previous),
      { kind: 'hold' },
    );
  });

  it('fails just past the largest drop allowed, naming both figures', () => {
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 1000, crashFree: 939 }, previous), {
      kind: 'fail',
      reason: "Crash-free hours 93.9% on 2.1.0 against 99.0% on 2.0.0, a drop of 5.1 points above the gate's 5",
    });
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashFree: 80 }, previous), {
      kind: 'fail',
      reason: "Crash-free hours 80.0% on 2.1.0 against 99.0% on 2.0.0, a drop of 19.0 points above the gate's 5",
    });
  });

  it('holds when the new version does better than the previous one', () => {
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashFree: 100 }, previous), { kind: 'hold' });
  });

  it('holds with no hours of a previous version to compare with', () => {
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashFree: 50 }, null), { kind: 'hold' });
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashFree: 50 }, { tag: '2.0.0', hours: 0, crashFree: 0 }), {
      kind: 'hold',
    });
  });

  it('fails on any drop with a gate of 0 points', () => {
    const strict = { maxCrashFreeDrop: 0, minHoursObserved: 1 };
    assert.equal(gateVerdict(strict, { tag: 'b', hours: 1000, crashFree: 989 }, previous).kind, 'fail');
    assert.equal(gateVerdict(strict, { tag: 'b', hours: 1000, crashFree: 990 }, previous).kind, 'hold');
  });
});
