import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogEvents,
  ProductOps,
  type Product,
  type RequestContext,
  type SetStockInput,
  type StockView,
} from '@storystump/contracts';
import { AuditTrail, DomainError, Handles, Outbox } from '@storystump/service-kit';
import { withReason, type StockCount } from './availability.js';
import { PRODUCT_CATALOG, type CatalogProduct, type ProductCatalog } from './product-catalog.js';
import { StockLedger } from './stock-ledger.js';

const productNotFound = () => new DomainError(404, 'PRODUCT_NOT_FOUND', 'Product not found');

/** The products as the shop shows them: with what is left, and why one cannot be bought (then inactive). */
@Injectable()
export class ShopProducts {
  constructor(
    @Inject(PRODUCT_CATALOG) private readonly catalog: ProductCatalog,
    private readonly stock: StockLedger,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
  ) {}

  @Handles(ProductOps.list)
  async list(): Promise<Product[]> {
    const products = await this.catalog.products();
    const stock = await this.stock.of(products.map((product) => product.id));
    return products.map((product) => {
      const { available, unavailable } = withReason(product.id, product.active, stock.get(product.id));
      return { ...product, active: unavailable === null, available, unavailable };
    });
  }

  @Handles(ProductOps.stock)
  async stockOfAll(): Promise<StockView[]> {
    const products = await this.catalog.products();
    const stock = await this.stock.of(products.map((product) => product.id));
    return products.map((product) => this.viewOf(product, stock));
  }

  @Handles(ProductOps.setStock)
  async setStock(ctx: RequestContext, { id, stock }: SetStockInput): Promise<StockView> {
    const product = (await this.catalog.products()).find((candidate) => candidate.id === id);
    if (!product) throw productNotFound();
    await this.outbox.transaction(async (tx, emit) => {
      await this.stock.set(tx, id, stock);
      await emit(CatalogEvents.productsChanged, { reason: 'stock.set', changedAt: new Date().toISOString() });
      await this.audit.record(emit, ctx, {
        action: 'product.stock-set',
        target: { type: 'product', id },
        summary: `Stock of ${product.name} set to ${stock ?? 'unlimited'}`,
      });
    });
    return this.viewOf(product, await this.stock.of([id]));
  }

  private viewOf(product: CatalogProduct, stock: Map<string, StockCount>): StockView {
    return withReason(product.id, product.active, stock.get(product.id));
  }
}
