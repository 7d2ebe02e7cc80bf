import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeadLetterView } from '@storystump/contracts';
import { mergedDeadLetters } from './merged-dead-letters.js';

const letter = (service: string, second: number): DeadLetterView => ({
  _id: `00000000-0000-4000-8000-${String(second).padStart(12, '0')}`,
  service,
  consumer: `${service}_store`,
  subject: 'x',
  eventId: `${service}-${second}`,
  reason: 'refused',
  attempts: 1,
  parkedAt: new Date(Date.UTC(2026, 10, 26, 12, 0, second)).toISOString(),
  payload: null,
});
const ids = (letters: DeadLetterView[]) => letters.map((l) => l.eventId);

describe('every service’s dead letters as one page', () => {
  it('lists them newest first, at most the limit, with more when some are left', () => {
    const page = mergedDeadLetters(
      [
        { letters: [letter('a', 50), letter('a', 20)], more: false },
        { letters: [letter('b', 40), letter('b', 30)], more: false },
      ],
      3,
    );
    assert.deepEqual(ids(page.letters), ['a-50', 'b-40', 'b-30']);
    assert.equal(page.more, true);
  });

  it('ends where a service that sent only part of its letters stopped, so none is skipped', () => {
    const page = mergedDeadLetters(
      [
        { letters: [letter('a', 50), letter('a', 45)], more: true },
        { letters: [letter('b', 48), letter('b', 10)], more: false },
      ],
      100,
    );
    assert.deepEqual(ids(page.letters), ['a-50', 'b-48', 'a-45']);
    assert.equal(page.more, true);
  });

  it('says there are no more when every service sent all it had and all fit', () => {
    const page = mergedDeadLetters(
      [
        { letters: [letter('a', 5)], more: false },
        { letters: [], more: false },
      ],
      10,
    );
    assert.deepEqual([ids(page.letters), page.more], [['a-5'], false]);
  });
});
