import { describe, expect, it } from 'vitest';
import { nextCursorOf } from '../../api/paged-list';
import { visitsPageOf } from './visits-page';

describe('a page of visits', () => {
  it("reads the next page's cursor from the Link header", () => {
    expect(nextCursorOf('</api/characters/c1/visits?limit=10&cursor=WyIyMDI2Il0>; rel="next"')).toBe('WyIyMDI2Il0');
  });

  it('has no next page without a Link header or without its next relation', () => {
    expect(nextCursorOf(null)).toBeNull();
    expect(nextCursorOf('</api/characters/c1/visits?cursor=a>; rel="prev"')).toBeNull();
  });

  it('takes the total from X-Total-Count', () => {
    const response = new Response('[]', { headers: { 'x-total-count': '5000' } });
    expect(visitsPageOf([], { request: new Request('http://x/'), response }).total).toBe(5000);
  });
});
