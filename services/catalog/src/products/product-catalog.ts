import type { Product } from '@storystump/contracts';

/** Where the shop's products and prices come from: Stripe, or the built-in catalog. */
export interface ProductCatalog {
  products(): Promise<Product[]>;
  /** Drops any copy kept of the list: it changed at its source. */
  forget(): void;
}

export const PRODUCT_CATALOG = Symbol('PRODUCT_CATALOG');
