import type { CheckoutReply, Product, RequestContext } from '@storystump/contracts';

/** A checkout line whose price was looked up in the catalog (never taken from the client). */
export interface PricedLine {
  priceId: string;
  productName: string;
  unitAmount: number;
  quantity: number;
}

/** Where products come from and how a checkout is started: Stripe, or the built-in catalog. */
export interface CatalogSource {
  readonly kind: 'stripe' | 'built-in';
  products(): Promise<Product[]>;
  startCheckout(ctx: RequestContext, lines: PricedLine[]): Promise<CheckoutReply>;
}

export const CATALOG_SOURCE = Symbol('CATALOG_SOURCE');
