import { describe, expect, it } from 'vitest';
import {
  basketCleared,
  basketReducer,
  basketToggled,
  itemAdded,
  itemRemoved,
  selectBasketCount,
  selectBasketTotal,
  type BasketState,
} from './basket.slice';

const owl = { id: 'prod_owl', name: 'Owl', price: 2499, priceId: 'price_owl' };
const bunny = { id: 'prod_bunny', name: 'Bunny', price: 1950, priceId: 'price_bunny' };
const empty: BasketState = { items: [], open: false };
const run = (...actions: Parameters<typeof basketReducer>[1][]) => actions.reduce(basketReducer, empty);

describe('basket', () => {
  it('adds a new item with quantity 1 and opens the panel', () => {
    const state = run(itemAdded(owl));
    expect(state.items).toEqual([{ ...owl, quantity: 1 }]);
    expect(state.open).toBe(true);
  });

  it('raises the quantity of an item already present instead of adding a line', () => {
    const state = run(itemAdded(owl), basketToggled(), itemAdded(owl));
    expect(state.items).toEqual([{ ...owl, quantity: 2 }]);
    expect(state.open).toBe(true);
  });

  it('keeps another price of the same product on its own line', () => {
    const state = run(itemAdded(owl), itemAdded({ ...owl, priceId: 'price_owl_gift', price: 2999 }));
    expect(state.items).toHaveLength(2);
  });

  it('removes a line whatever its quantity', () => {
    const state = run(itemAdded(owl), itemAdded(owl), itemAdded(bunny), itemRemoved(owl));
    expect(state.items).toEqual([{ ...bunny, quantity: 1 }]);
  });

  it('clears every line', () => {
    expect(run(itemAdded(owl), itemAdded(bunny), basketCleared()).items).toEqual([]);
  });

  it('toggles the panel', () => {
    expect(run(basketToggled()).open).toBe(true);
    expect(run(basketToggled(), basketToggled()).open).toBe(false);
  });

  it('totals price times quantity to the penny', () => {
    const basket = run(itemAdded(owl), itemAdded(owl), itemAdded(owl), itemAdded(bunny));
    expect(selectBasketTotal({ basket })).toBe(9447);
    expect(selectBasketCount({ basket })).toBe(4);
  });
});
