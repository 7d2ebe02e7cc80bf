import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from './domain-error.js';
import { decodeMomentCursor, encodeMomentCursor } from './moment-cursor.js';

const ID = '0b7e2f4c-1d2a-4c3b-9e8f-112233445566';
const cursorOf = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const refused = (error: unknown) => error instanceof DomainError && error.status === 400 && /cursor/.test(error.message);

describe('moment cursors', () => {
  it('give back the moment to the microsecond, or to the millisecond, and the id', () => {
    for (const moment of ['2026-11-27T10:15:30.123456Z', '2026-11-27T10:00:00.000Z']) {
      assert.deepEqual(decodeMomentCursor(encodeMomentCursor({ moment, id: ID })), { moment, id: ID });
    }
  });

  it('refuse what they did not make, and moments that never were, with 400', () => {
    for (const cursor of [
      'not-base64-json',
      cursorOf(['2026-11-27T10:15:30.123456Z']),
      cursorOf(['2026-11-27T10:15:30.123456Z', 'not-an-id']),
      cursorOf(['2026-11-27 10:15:30', ID]),
      cursorOf(['2026-02-30T00:00:00.000000Z', ID]),
      cursorOf(['2026-11-27T24:00:00.000Z', ID]),
      cursorOf(['0000-01-01T00:00:00.000000Z', ID]),
      cursorOf([20261127, ID]),
    ]) {
      assert.throws(() => decodeMomentCursor(cursor), refused, cursor);
    }
  });
});
