import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crashFreePercent, gateVerdict } from './vitals-gate.js';

const gate = { maxCrashFreeDrop: 5, minHoursObserved: 100 };
// 10 crashes in 1,000 hours: 100 × e^(−0.01) = 99.0 %.
const previous = { tag: '2.0.0', hours: 1000, crashes: 10 };

describe('crash-free hours', () => {
  it('are the share of hours expected without a crash: 100 × e^(−crashes / hours)', () => {
    assert.equal(crashFreePercent({ tag: 'a', hours: 1, crashes: 1 }).toFixed(1), '36.8');
    assert.equal(crashFreePercent({ tag: 'a', hours: 1000, crashes: 10 }).toFixed(1), '99.0');
    assert.equal(crashFreePercent({ tag: 'a', hours: 0.5, crashes: 0 }), 100);
  });
});

describe('a vitals gate', () => {
  it('waits while fewer than minHoursObserved hours of the new version are seen, however bad they are', () => {
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 99.9, crashes: 100 }, previous), { kind: 'wait' });
  });

  it('judges once exactly minHoursObserved hours are seen', () => {
    assert.equal(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashes: 100 }, previous).kind, 'fail');
    assert.equal(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashes: 0 }, previous).kind, 'hold');
  });

  it('holds at exactly the largest drop allowed', () => {
    // 6 crashes in 6 / ln(100 / 95) hours: 95.0 % against 100 % without a crash, a drop of exactly 5 points.
    const atTheLimit = { tag: '2.1.0', hours: 6 / Math.log(100 / 95), crashes: 6 };
    const spotless = { tag: '2.0.0', hours: 1000, crashes: 0 };
    assert.deepEqual(gateVerdict(gate, atTheLimit, spotless), { kind: 'hold' });
    assert.equal(gateVerdict(gate, { ...atTheLimit, hours: atTheLimit.hours * 0.999 }, spotless).kind, 'fail');
  });

  it('fails just past the largest drop allowed, naming both figures', () => {
    // 7 crashes in 100 hours: 100 × e^(−0.07) = 93.24 %, 5.77 points below 99.00 %.
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashes: 7 }, previous), {
      kind: 'fail',
      reason: "Crash-free hours 93.2% on 2.1.0 against 99.0% on 2.0.0, a drop of 5.8 points above the gate's 5",
    });
    // 6 crashes in 100 hours: 94.18 %, 4.83 points below.
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashes: 6 }, previous), { kind: 'hold' });
    // 22 crashes in 100 hours: 100 × e^(−0.22) = 80.25 %, 18.75 points below.
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashes: 22 }, previous), {
      kind: 'fail',
      reason: "Crash-free hours 80.3% on 2.1.0 against 99.0% on 2.0.0, a drop of 18.8 points above the gate's 5",
    });
  });

  it('holds when the new version does better than the previous one', () => {
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashes: 0 }, previous), { kind: 'hold' });
  });

  it('holds with no hours of a previous version to compare with', () => {
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashes: 50 }, null), { kind: 'hold' });
    assert.deepEqual(gateVerdict(gate, { tag: '2.1.0', hours: 100, crashes: 50 }, { tag: '2.0.0', hours: 0, crashes: 0 }), {
      kind: 'hold',
    });
  });

  it('fails on any drop with a gate of 0 points', () => {
    const strict = { maxCrashFreeDrop: 0, minHoursObserved: 1 };
    // 11 crashes in 1,000 hours: 98.91 %, 0.1 points below.
    assert.equal(gateVerdict(strict, { tag: 'b', hours: 1000, crashes: 11 }, previous).kind, 'fail');
    assert.equal(gateVerdict(strict, { tag: 'b', hours: 1000, crashes: 10 }, previous).kind, 'hold');
  });
});
