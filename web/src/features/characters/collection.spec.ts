import type { CollectionItemView } from '@storystump/contracts';
import { describe, expect, it } from 'vitest';
import { collectionLine } from './collection';

const friend = (characterType: string, name: string, owned: number): CollectionItemView => ({
  characterType,
  productId: `prod_${characterType}`,
  name,
  image: null,
  owned,
});

describe("a family's collection line", () => {
  it("counts the shop's woodland friends the family owns, each named once by its type", () => {
    expect(collectionLine([friend('bunny', 'Bunny', 1), friend('hedgehog', 'Hedgehog', 0), friend('owl', 'Owl', 2)])).toBe(
      'You have 2 of the 3 woodland friends: bunny, owl.',
    );
  });

  it('counts whatever friends the shop sells, a fox as well as an owl', () => {
    expect(collectionLine([friend('fox', 'Fox', 1), friend('wren', 'Wren', 0)])).toBe(
      'You have 1 of the 2 woodland friends: fox.',
    );
  });

  it('says so when the family has none, and when it has them all', () => {
    expect(collectionLine([friend('bunny', 'Bunny', 0), friend('owl', 'Owl', 0)])).toBe('You have 0 of the 2 woodland friends.');
    expect(collectionLine([friend('bunny', 'Bunny', 1), friend('owl', 'Owl', 3)])).toBe('You have all 2 woodland friends!');
  });
});
