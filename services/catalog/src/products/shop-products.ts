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
import { PRODUCT_CATALOG, type ProductCatalog } from './product-catalog.js';
import { StockLedger } from './stock-ledger.js';

const productNotFound = () => new DomainError(404, 'PRODUCT_NOT_FOUND', 'Product not found');

/** The products as the shop shows them: with what is left, and out of stock (inactive) when nothing is. */
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
      const available = stock.get(product.id)?.available ?? null;
      return { ...product, active: product.active && available !== 0, available };
    });
  }

  @Handles(ProductOps.stock)
  async stockOfAll(): Promise<StockView[]> {
    const products = await this.catalog.products();
    const stock = await this.stock.of(products.map((product) => product.id));
    return products.map((product) => stock.get(product.id) ?? { productId: product.id, stock: null, available: null });
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
    return (await this.stock.of([id])).get(id) ?? { productId: id, stock: null, available: null };
  }
}
