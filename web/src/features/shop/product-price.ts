import type { Product } from '@storystump/contracts';
import { formatPounds, poundsFromMinorUnits } from '../basket/money';

/** The amount (minor units) of the chosen price, else the product's own; null when it has none. */
export function amountOf(product: Product, priceId: string | null): number | null {
  return product.prices.find((price) => price.id === priceId)?.amount ?? product.price;
}

export const showAmount = (amount: number | null) => (amount === null ? 'N/A' : formatPounds(poundsFromMinorUnits(amount)));

/** A product can go in the basket when it is for sale and has a price. */
export const isBuyable = (product: Product, priceId: string | null) =>
  product.active && priceId !== null && amountOf(product, priceId) !== null;
