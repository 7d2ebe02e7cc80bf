import type { Product } from '@storystump/contracts';
import { describe, expect, it } from 'vitest';
import { formatPence } from '../../ui/money';
import { amountOf, chosenPrice, nameWithPrice, priceLabel } from './product-price';

const hedgehog: Product = {
  id: 'prod_hedgehog',
  name: 'Hedgehog',
  description: '',
  image: null,
  price: 2199,
  prices: [
    { id: 'price_plain', amount: 2199, name: 'on its own' },
    { id: 'price_gift', amount: 2999, name: 'in a keepsake gift box' },
  ],
  priceId: 'price_plain',
  active: true,
  available: null,
  unavailable: null,
};

describe('product prices', () => {
  it('shows N/A when there is no price', () => {
    expect(formatPence(amountOf({ ...hedgehog, price: null, prices: [], priceId: null }, null))).toBe('N/A');
    expect(amountOf({ ...hedgehog, price: null, prices: [], priceId: null }, null)).toBeNull();
  });

  it('uses the chosen price of several', () => {
    expect(amountOf(hedgehog, 'price_gift')).toBe(2999);
    expect(amountOf(hedgehog, 'price_plain')).toBe(2199);
  });

  it('can be bought only when for sale and priced', () => {
    expect(chosenPrice(hedgehog, 'price_plain')).toEqual({ id: 'price_plain', amount: 2199, name: 'on its own' });
    expect(chosenPrice({ ...hedgehog, active: false }, 'price_plain')).toBeNull();
    expect(chosenPrice({ ...hedgehog, price: null, prices: [], priceId: null }, null)).toBeNull();
  });

  it('names each price by what it buys, and a price without a name by its amount alone', () => {
    expect(hedgehog.prices.map(priceLabel)).toEqual(['£21.99, on its own', '£29.99, in a keepsake gift box']);
    expect(priceLabel({ id: 'price_owl', amount: 2499, name: null })).toBe('£24.99');
    expect(nameWithPrice('Hedgehog', 'in a keepsake gift box')).toBe('Hedgehog (in a keepsake gift box)');
    expect(nameWithPrice('Owl', null)).toBe('Owl');
  });
});
