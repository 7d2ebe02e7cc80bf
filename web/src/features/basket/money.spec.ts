import { describe, expect, it } from 'vitest';
import { formatPounds, lineTotal, poundsFromMinorUnits } from './money';

describe('money', () => {
  it('shows pounds with two decimals', () => {
    expect(formatPounds(12.5)).toBe('£12.50');
    expect(formatPounds(0)).toBe('£0.00');
  });

  it('shows N/A when there is no price', () => {
    expect(formatPounds(null)).toBe('N/A');
    expect(formatPounds(undefined)).toBe('N/A');
  });

  it('turns minor units into pounds', () => {
    expect(poundsFromMinorUnits(2499)).toBe(24.99);
  });

  it('multiplies without floating-point drift', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
  });
});
