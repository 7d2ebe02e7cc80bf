import type { CatalogProduct } from './product-catalog.js';
import type { Repository } from 'typeorm';
import type { ProductCatalog } from './product-catalog.js';
import type { ProductEntity } from './product.entity.js';

/** The products kept in this service's own schema, for a shop without a Stripe account. */
export class BuiltInProductCatalog implements ProductCatalog {
  constructor(private readonly productsRepo: Repository<ProductEntity>) {}

  /** Read from the database every time: nothing kept to forget. */
  forget(): void {}

  async products(): Promise<CatalogProduct[]> {
    const products = await this.productsRepo.find({
      relations: { prices: true },
      order: { position: 'ASC', prices: { position: 'ASC' } },
    });
    return products.map((product) => {
      const prices = product.prices.map((price) => ({ id: price.id, amount: price.unitAmount, name: price.nickname }));
      const defaultPrice = prices.find((price) => price.id === product.defaultPriceId) ?? null;
      return {
        id: product.id,
        name: product.name,
        description: product.description,
        image: product.image,
        price: defaultPrice?.amount ?? null,
        prices,
        priceId: defaultPrice?.id ?? null,
        active: product.active,
      };
    });
  }
}
