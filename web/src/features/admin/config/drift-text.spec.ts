import { describe, expect, it } from 'vitest';
import { behindFor } from './drift-text';

describe('behindFor', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('says how long a stump has been behind, in the largest units that fit', () => {
    expect(behindFor('2026-11-27T11:59:15Z', now)).toBe('45 s');
    expect(behindFor('2026-11-27T11:48:00Z', now)).toBe('12 min');
    expect(behindFor('2026-11-27T08:55:00Z', now)).toBe('3 h 5 min');
    expect(behindFor('2026-11-25T08:00:00Z', now)).toBe('2 d 4 h');
  });
});
