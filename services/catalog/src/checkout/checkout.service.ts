import { Inject, Injectable, Logger } from '@nestjs/common';
import { CheckoutOps, UserOps, type CheckoutInput, type CheckoutReply, type RequestContext } from '@storystump/contracts';
import { ClientAddressDigest, Handles, RpcClient } from '@storystump/service-kit';
import { PRODUCT_CATALOG, type CatalogProduct, type ProductCatalog } from '../products/product-catalog.js';
import { CheckoutErrors } from './checkout.errors.js';
import { PAYMENTS, type Customer, type Payments, type PricedLine } from './payments.js';

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(PRODUCT_CATALOG) private readonly catalog: ProductCatalog,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly rpc: RpcClient,
    private readonly addressDigest: ClientAddressDigest,
  ) {}

  /** Checks every line against the catalog, then starts the payment with the catalog's prices. */
  @Handles(CheckoutOps.create)
  async create(ctx: RequestContext, input: CheckoutInput): Promise<CheckoutReply> {
    const byPrice = new Map<string, { product: CatalogProduct; amount: number; name: string | null }>();
    for (const product of await this.catalog.products()) {
      for (const price of product.prices) byPrice.set(price.id, { product, amount: price.amount, name: price.name });
    }
    const lines: PricedLine[] = input.items.map((item) => {
      const found = byPrice.get(item.price);
      if (!found) throw CheckoutErrors.unknownPrice(item.price);
      if (!found.product.active) throw CheckoutErrors.notForSale(item.price, found.product.name);
      return {
        productId: found.product.id,
        priceId: item.price,
        productName: found.product.name,
        priceName: found.name,
        unitAmount: found.amount,
        quantity: item.quantity,
      };
    });
    return this.payments.start(ctx, lines, await this.customerOf(ctx));
  }

  /** A signed-in shopper's order is theirs, and their confirmation goes to their account's address. */
  private async customerOf(ctx: RequestContext): Promise<Customer> {
    const addressHash = ctx.clientAddress ? this.addressDigest.of(ctx.clientAddress) : null;
    if (!ctx.actor) return { userId: null, email: null, addressHash };
    try {
      const user = await this.rpc.send(UserOps.get.subject, ctx, { id: ctx.actor.id });
      return { userId: user._id, email: user.email, addressHash };
    } catch (error) {
      // The order still belongs to the account; only the address for its mail is missing.
      this.logger.warn(`No address for the signed-in shopper: ${error instanceof Error ? error.message : String(error)}`);
      return { userId: ctx.actor.id, email: null, addressHash };
    }
  }
}
