import { Controller, Inject } from '@nestjs/common';
import { CatalogSubjects } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { CATALOG_SOURCE, type CatalogSource } from './catalog-source.js';

@Controller()
export class ProductsHandler {
  constructor(@Inject(CATALOG_SOURCE) private readonly source: CatalogSource) {}

  @Handles(CatalogSubjects.listProducts)
  list() {
    return this.source.products();
  }
}
