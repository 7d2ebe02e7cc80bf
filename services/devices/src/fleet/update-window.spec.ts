import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { secondsUntilWindow } from './update-window.js';

const at = (clock: string) => new Date(`2026-11-25T${clock}Z`);

describe('an update window', () => {
  it('lets a stump update inside it', () => {
    assert.equal(secondsUntilWindow(at('02:30:00'), '02:00', '04:00'), 0);
    assert.equal(secondsUntilWindow(at('02:00:00'), '02:00', '04:00'), 0);
  });

  it('says how long until it opens, before and after it', () => {
    assert.equal(secondsUntilWindow(at('01:59:30'), '02:00', '04:00'), 30);
    assert.equal(secondsUntilWindow(at('04:00:00'), '02:00', '04:00'), 22 * 3600);
  });

  it('runs over midnight when it ends before it starts', () => {
    assert.equal(secondsUntilWindow(at('23:15:00'), '22:00', '04:00'), 0);
    assert.equal(secondsUntilWindow(at('03:59:00'), '22:00', '04:00'), 0);
    assert.equal(secondsUntilWindow(at('12:00:00'), '22:00', '04:00'), 10 * 3600);
  });
});
