import type { Product, ProductPrice } from '@storystump/contracts';

/** The amount (minor units) of the chosen price, else the product's own; null when it has none. */
export function amountOf(product: Product, priceId: string | null): number | null {
  return product.prices.find((price) => price.id === priceId)?.amount ?? product.price;
}

/** The price a shopper would buy at, or null when the product is not for sale or has no such price. */
export const chosenPrice = (product: Product, priceId: string | null): ProductPrice | null =>
  (product.active && product.prices.find((price) => price.id === priceId)) || null;
