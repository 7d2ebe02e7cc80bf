import { Inject, Injectable } from '@nestjs/common';
import type { CheckoutInput, CheckoutReply, Product, RequestContext } from '@storystump/contracts';
import { CATALOG_SOURCE, type CatalogSource, type PricedLine } from '../products/catalog-source.js';
import { CheckoutErrors } from './checkout.errors.js';

@Injectable()
export class CheckoutService {
  constructor(@Inject(CATALOG_SOURCE) private readonly source: CatalogSource) {}

  /** Checks every line against the catalog, then starts the checkout with the catalog's prices. */
  async create(ctx: RequestContext, input: CheckoutInput): Promise<CheckoutReply> {
    const byPrice = new Map<string, { product: Product; amount: number }>();
    for (const product of await this.source.products()) {
      for (const price of product.prices) byPrice.set(price.id, { product, amount: price.amount });
    }
    const lines: PricedLine[] = input.items.map((item) => {
      const found = byPrice.get(item.price);
      if (!found) throw CheckoutErrors.unknownPrice(item.price);
      if (!found.product.active) throw CheckoutErrors.notForSale(item.price, found.product.name);
      return { priceId: item.price, productName: found.product.name, unitAmount: found.amount, quantity: item.quantity };
    });
    return this.source.startCheckout(ctx, lines);
  }
}
