import { Inject, Injectable } from '@nestjs/common';
import type { CheckoutInput, CheckoutReply, Product, RequestContext } from '@storystump/contracts';
import { PRODUCT_CATALOG, type ProductCatalog } from '../products/product-catalog.js';
import { CheckoutErrors } from './checkout.errors.js';
import { PAYMENTS, type Payments, type PricedLine } from './payments.js';

@Injectable()
export class CheckoutService {
  constructor(
    @Inject(PRODUCT_CATALOG) private readonly catalog: ProductCatalog,
    @Inject(PAYMENTS) private readonly payments: Payments,
  ) {}

  /** Checks every line against the catalog, then starts the payment with the catalog's prices. */
  async create(ctx: RequestContext, input: CheckoutInput): Promise<CheckoutReply> {
    const byPrice = new Map<string, { product: Product; amount: number }>();
    for (const product of await this.catalog.products()) {
      for (const price of product.prices) byPrice.set(price.id, { product, amount: price.amount });
    }
    const lines: PricedLine[] = input.items.map((item) => {
      const found = byPrice.get(item.price);
      if (!found) throw CheckoutErrors.unknownPrice(item.price);
      if (!found.product.active) throw CheckoutErrors.notForSale(item.price, found.product.name);
      return { priceId: item.price, productName: found.product.name, unitAmount: found.amount, quantity: item.quantity };
    });
    return this.payments.start(ctx, lines);
  }
}
