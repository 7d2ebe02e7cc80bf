import { describe, expect, it } from 'vitest';
import { collectionOf } from './collection';

describe('a family collection', () => {
  it('counts each woodland friend once, whatever the case, and ignores other types', () => {
    expect(collectionOf(['Owl', 'owl', 'Dragon', ' bunny '])).toEqual({
      have: ['bunny', 'owl'],
      line: 'You have 2 of the 3 woodland friends: bunny, owl.',
    });
  });

  it('says so when the family has none, and when it has them all', () => {
    expect(collectionOf([]).line).toBe('You have 0 of the 3 woodland friends.');
    expect(collectionOf(['hedgehog', 'bunny', 'owl']).line).toBe('You have all 3 woodland friends!');
  });
});
