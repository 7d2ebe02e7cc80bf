import { describe, expect, it } from 'vitest';
import { clockOffsetText } from './clock-offset-text';

describe('clockOffsetText', () => {
  it('says how far behind or ahead a clock is, largest units first', () => {
    expect(clockOffsetText(2 * 86_400 + 3 * 3600 + 15)).toBe('2 days 3 h behind');
    expect(clockOffsetText(-5 * 60)).toBe('5 min ahead');
    expect(clockOffsetText(86_400)).toBe('1 day behind');
    expect(clockOffsetText(90)).toBe('1 min 30 s behind');
  });
});
