import { describe, expect, it } from 'vitest';
import { countOf, formatCount, formatPounds } from './numbers';

describe('numbers', () => {
  it('writes counts with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(10_003)).toBe('10,003');
    expect(formatCount(1_000_009)).toBe('1,000,009');
    expect(formatCount(1234.567)).toBe('1,234.57');
  });

  it('writes pounds with separators and two decimals', () => {
    expect(formatPounds(108_544.16)).toBe('£108,544.16');
    expect(formatPounds(0)).toBe('£0.00');
  });

  it('names what is counted, plural where it is not one', () => {
    expect(countOf(1, 'order')).toBe('1 order');
    expect(countOf(10_003, 'stump')).toBe('10,003 stumps');
    expect(countOf(0, 'entry', 'entries')).toBe('0 entries');
  });
});
