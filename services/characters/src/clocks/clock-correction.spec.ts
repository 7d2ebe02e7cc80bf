import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { correctedTime, readClock } from './clock-correction.js';

const receivedAt = new Date('2026-06-10T12:00:00.000Z');

describe('clock correction', () => {
  it('moves the visits of a stump whose clock is behind by the offset, keeping its own reading', () => {
    const clock = readClock('2026-06-08T12:00:00.000Z', receivedAt);
    assert.deepEqual(clock, { offsetMs: 2 * 86_400_000, shiftMs: 2 * 86_400_000 });
    assert.deepEqual(correctedTime('2026-06-08T09:30:00.000Z', clock), {
      occurredAt: '2026-06-10T09:30:00.000Z',
      reportedAt: '2026-06-08T09:30:00.000Z',
    });
  });

  it('moves them back when its clock is ahead, whatever offset the times were written with', () => {
    const clock = readClock('2026-06-10T14:00:00.000+02:00', new Date('2026-06-10T11:55:00.000Z'));
    assert.deepEqual(clock, { offsetMs: -5 * 60_000, shiftMs: -5 * 60_000 });
    assert.equal(correctedTime('2026-06-10T13:00:00+02:00', clock).occurredAt, '2026-06-10T10:55:00.000Z');
  });

  it('leaves the times alone within a minute, and when the stump did not send its clock', () => {
    const close = readClock('2026-06-10T11:59:00.000Z', receivedAt);
    assert.deepEqual(close, { offsetMs: 60_000, shiftMs: 0 });
    assert.deepEqual(correctedTime('2026-06-10T11:00:00Z', close), { occurredAt: '2026-06-10T11:00:00Z', reportedAt: null });
    assert.equal(readClock(undefined, receivedAt), null);
    assert.deepEqual(correctedTime('2026-06-10T11:00:00Z', null), { occurredAt: '2026-06-10T11:00:00Z', reportedAt: null });
  });

  it('corrects just past the minute', () => {
    const clock = readClock('2026-06-10T11:58:59.999Z', receivedAt);
    assert.equal(clock?.shiftMs, 60_001);
  });
});
