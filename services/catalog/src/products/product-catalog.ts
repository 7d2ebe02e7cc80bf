import type { Product } from '@storystump/contracts';

/** Where the shop's products and prices come from: Stripe, or the built-in catalog. */
export interface ProductCatalog {
  products(): Promise<Product[]>;
}

export const PRODUCT_CATALOG = Symbol('PRODUCT_CATALOG');
