import { Logger } from '@nestjs/common';
import type { CheckoutReply, Product, ProductPrice, RequestContext } from '@storystump/contracts';
import { createHash } from 'node:crypto';
import type { Stripe } from 'stripe';
import type { CatalogConfig } from '../catalog-config.js';
import { CheckoutErrors } from '../checkout/checkout.errors.js';
import type { CatalogSource, PricedLine } from '../products/catalog-source.js';

/** Products, prices and Checkout Sessions at Stripe. The product list is reused for a short while. */
export class StripeCatalogSource implements CatalogSource {
  readonly kind = 'stripe' as const;
  private readonly logger = new Logger(StripeCatalogSource.name);
  private cached?: { products: Promise<Product[]>; until: number };

  constructor(
    private readonly stripe: Stripe,
    private readonly config: CatalogConfig,
  ) {}

  products(): Promise<Product[]> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.products;
    // One fetch serves every caller that arrives while it runs; a failed fetch is not kept.
    const products = this.fetchProducts();
    this.cached = { products, until: now + this.config.productCacheMs };
    products.catch(() => (this.cached = undefined));
    return products;
  }

  async startCheckout(ctx: RequestContext, lines: PricedLine[]): Promise<CheckoutReply> {
    const lineItems = lines.map((line) => ({ price: line.priceId, quantity: line.quantity }));
    const idempotencyKey = createHash('sha256')
      .update(`${ctx.requestId}:${JSON.stringify(lineItems)}`)
      .digest('hex');
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          success_url: `${this.config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${this.config.publicUrl}/shop`,
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} has no URL`);
      return { url: session.url };
    } catch (error) {
      this.logger.error(`Stripe refused the checkout: ${error instanceof Error ? error.message : String(error)}`);
      throw CheckoutErrors.providerFailed();
    }
  }

  private async fetchProducts(): Promise<Product[]> {
    const pricesByProduct = new Map<string, Stripe.Price[]>();
    for await (const price of this.stripe.prices.list({ limit: 100, active: true })) {
      const productId = typeof price.product === 'string' ? price.product : price.product.id;
      if (price.unit_amount === null) continue; // customer-chosen amounts cannot go in a basket
      pricesByProduct.set(productId, [...(pricesByProduct.get(productId) ?? []), price]);
    }
    const products: Product[] = [];
    for await (const product of this.stripe.products.list({ limit: 100 })) {
      const prices: ProductPrice[] = (pricesByProduct.get(product.id) ?? [])
        .map((price) => ({ id: price.id, amount: price.unit_amount ?? 0 }))
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
