import type { ProductPrice } from '@storystump/contracts';
import type { CatalogProduct } from './product-catalog.js';
import type { Stripe } from 'stripe';
import type { ProductCatalog } from './product-catalog.js';

/** Products and prices at Stripe. The list is reused for a short while, and one fetch serves every caller meanwhile. */
export class StripeProductCatalog implements ProductCatalog {
  private cached?: { products: Promise<CatalogProduct[]>; until: number };

  constructor(
    private readonly stripe: Stripe,
    private readonly cacheMs: number,
  ) {}

  products(): Promise<CatalogProduct[]> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.products;
    const products = this.fetchProducts();
    this.cached = { products, until: now + this.cacheMs };
    // A failed fetch is not kept.
    products.catch(() => (this.cached = undefined));
    return products;
  }

  forget(): void {
    this.cached = undefined;
  }

  private async fetchProducts(): Promise<CatalogProduct[]> {
    const pricesByProduct = new Map<string, Stripe.Price[]>();
    for await (const price of this.stripe.prices.list({ limit: 100, active: true })) {
      const productId = typeof price.product === 'string' ? price.product : price.product.id;
      if (price.unit_amount === null) continue; // customer-chosen amounts cannot go in a basket
      pricesByProduct.set(productId, [...(pricesByProduct.get(productId) ?? []), price]);
    }
    const products: CatalogProduct[] = [];
    for await (const product of this.stripe.products.list({ limit: 100 })) {
      const prices: ProductPrice[] = (pricesByProduct.get(product.id) ?? [])
        .map((price) => ({ id: price.id, amount: price.unit_amount ?? 0, name: price.nickname || null }))
        .sort((a, b) => a.amount - b.amount);
      const defaultPriceId = typeof product.default_price === 'string' ? product.default_price : product.default_price?.id;
      const defaultPrice = prices.find((price) => price.id === defaultPriceId) ?? prices[0] ?? null;
      products.push({
        id: product.id,
        name: product.name,
        description: product.description ?? '',
        image: product.images[0] ?? null,
        price: defaultPrice?.amount ?? null,
        prices,
        priceId: defaultPrice?.id ?? null,
        active: product.active,
      });
    }
    return products;
  }
}
