import type { Product } from '@storystump/contracts';
import { describe, expect, it } from 'vitest';
import { amountOf, isBuyable, showAmount } from './product-price';

const hedgehog: Product = {
  id: 'prod_hedgehog',
  name: 'Hedgehog',
  description: '',
  image: null,
  price: 2199,
  prices: [
    { id: 'price_plain', amount: 2199 },
    { id: 'price_gift', amount: 2999 },
  ],
  priceId: 'price_plain',
  active: true,
};

describe('product prices', () => {
  it('shows minor units as pounds with two decimals', () => {
    expect(showAmount(2199)).toBe('£21.99');
    expect(showAmount(500)).toBe('£5.00');
  });

  it('shows N/A when there is no price', () => {
    expect(showAmount(null)).toBe('N/A');
    expect(amountOf({ ...hedgehog, price: null, prices: [], priceId: null }, null)).toBeNull();
  });

  it('uses the chosen price of several', () => {
    expect(amountOf(hedgehog, 'price_gift')).toBe(2999);
    expect(amountOf(hedgehog, 'price_plain')).toBe(2199);
  });

  it('can be bought only when for sale and priced', () => {
    expect(isBuyable(hedgehog, 'price_plain')).toBe(true);
    expect(isBuyable({ ...hedgehog, active: false }, 'price_plain')).toBe(false);
    expect(isBuyable({ ...hedgehog, price: null, prices: [], priceId: null }, null)).toBe(false);
  });
});
