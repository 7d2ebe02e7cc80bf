import { describe, expect, it } from 'vitest';
import { formatMoment } from './dates';

describe('formatMoment', () => {
  it('writes a moment day first with the month named, whatever the browser language', () => {
    const at = new Date(2026, 10, 27, 21, 39);
    expect(formatMoment(at.toISOString())).toBe('27 Nov 2026, 21:39');
    expect(formatMoment(at)).toBe('27 Nov 2026, 21:39');
  });
});
