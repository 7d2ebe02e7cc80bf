import { Controller } from '@nestjs/common';
import { CatalogSubjects, type Envelope, type SetStockInput } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { ShopProducts } from './shop-products.js';

@Controller()
export class ProductsHandler {
  constructor(private readonly products: ShopProducts) {}

  @Handles(CatalogSubjects.listProducts)
  list() {
    return this.products.list();
  }

  @Handles(CatalogSubjects.listStock)
  stock({ ctx }: Envelope<unknown>) {
    return this.products.stockOfAll(ctx);
  }

  @Handles(CatalogSubjects.setStock)
  setStock({ ctx, input }: Envelope<SetStockInput>) {
    return this.products.setStock(ctx, input);
  }
}
