import { Controller, Inject } from '@nestjs/common';
import { CatalogSubjects } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { PRODUCT_CATALOG, type ProductCatalog } from './product-catalog.js';

@Controller()
export class ProductsHandler {
  constructor(@Inject(PRODUCT_CATALOG) private readonly catalog: ProductCatalog) {}

  @Handles(CatalogSubjects.listProducts)
  list() {
    return this.catalog.products();
  }
}
