import type { Product, ProductPrice } from '@storystump/contracts';
import { formatPence } from '../../ui/money';

/** The amount (minor units) of the chosen price, else the product's own; null when it has none. */
export function amountOf(product: Product, priceId: string | null): number | null {
  return product.prices.find((price) => price.id === priceId)?.amount ?? product.price;
}

/** The price a shopper would buy at, or null when the product is not for sale or has no such price. */
export const chosenPrice = (product: Product, priceId: string | null): ProductPrice | null =>
  (product.active && product.prices.find((price) => price.id === priceId)) || null;

/** A price as the dropdown offers it: "£29.99, in a keepsake gift box", or only the amount when it has no name. */
export const priceLabel = (price: ProductPrice): string =>
  price.name ? `${formatPence(price.amount)}, ${price.name}` : formatPence(price.amount);

/** A product with the name of the price it is bought at: "Hedgehog (in a keepsake gift box)". */
export const nameWithPrice = (productName: string, priceName: string | null | undefined): string =>
  priceName ? `${productName} (${priceName})` : productName;
