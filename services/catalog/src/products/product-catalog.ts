import type { Product } from '@storystump/contracts';

/** A product as its source knows it, before the shop's stock is counted in (and what follows from it). */
export type CatalogProduct = Omit<Product, 'available' | 'unavailable'>;

/** Where the shop's products and prices come from: Stripe, or the built-in catalog. */
export interface ProductCatalog {
  products(): Promise<CatalogProduct[]>;
  /** Drops any copy kept of the list: it changed at its source. */
  forget(): void;
}

export const PRODUCT_CATALOG = Symbol('PRODUCT_CATALOG');
