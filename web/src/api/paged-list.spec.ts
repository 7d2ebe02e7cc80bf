import { describe, expect, it } from 'vitest';
import { nextCursorOf, pageOf } from './paged-list';

describe('paged lists', () => {
  it("takes the next page's cursor from the Link header's rel=next", () => {
    expect(nextCursorOf('</api/basestations?limit=50&q=oak&cursor=abc%2B1>; rel="next"')).toBe('abc+1');
    expect(nextCursorOf('</api/users?cursor=first>; rel="prev", </api/users?cursor=second>; rel="next"')).toBe('second');
    expect(nextCursorOf('</api/users?cursor=x>; rel="prev"')).toBeNull();
    expect(nextCursorOf(null)).toBeNull();
  });

  it('reads the total, and whether it is an estimate', () => {
    const exact = pageOf([1, 2], new Headers({ 'x-total-count': '5000' }));
    expect(exact).toEqual({ items: [1, 2], next: null, total: 5000, estimated: false });
    const estimate = pageOf([], new Headers({ 'x-total-count': '120000', 'x-total-count-estimated': 'true' }));
    expect([estimate.total, estimate.estimated]).toEqual([120000, true]);
    expect(pageOf([], new Headers()).total).toBeNull();
  });
});
