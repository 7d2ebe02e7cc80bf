import type { UnavailableReason } from '@storystump/contracts';

/** What the stock ledger knows of a product: null stock and available when unlimited. */
export interface StockCount {
  productId: string;
  stock: number | null;
  available: number | null;
}

/**
 * The one rule of whether a product can be bought, and why not: a product its catalog does not
 * sell is not for sale whatever its stock, and one that is sold is out of stock only when a
 * stock is kept and none of it is left (unlimited is never out of stock).
 */
export function unavailableReason(forSale: boolean, available: number | null): UnavailableReason | null {
  if (!forSale) return 'not_for_sale';
  if (available === 0) return 'out_of_stock';
  return null;
}

/** A product's count with the reason it cannot be bought; a product without a count is unlimited. */
export const withReason = (productId: string, forSale: boolean, count: StockCount | undefined) => {
  const { stock = null, available = null } = count ?? {};
  return { productId, stock, available, unavailable: unavailableReason(forSale, available) };
};
