import { describe, expect, it } from 'vitest';
import { formatPence } from './money';

describe('money', () => {
  it('shows pence as pounds with two decimals', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(2499)).toBe('£24.99');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('separates the thousands', () => {
    expect(formatPence(10_854_416)).toBe('£108,544.16');
  });

  it('shows N/A when there is no price', () => {
    expect(formatPence(null)).toBe('N/A');
    expect(formatPence(undefined)).toBe('N/A');
  });
});
