import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CheckoutReply, Product } from '@storystump/contracts';
import type { Repository } from 'typeorm';
import { OrdersService } from '../orders/orders.service.js';
import type { CatalogSource, PricedLine } from './catalog-source.js';
import { ProductEntity } from './product.entity.js';

/** The catalog kept in this service's schema; checkout records a demo order and charges nothing. */
@Injectable()
export class BuiltInCatalogSource implements CatalogSource {
  readonly kind = 'built-in' as const;

  constructor(
    @InjectRepository(ProductEntity) private readonly productsRepo: Repository<ProductEntity>,
    private readonly orders: OrdersService,
  ) {}

  async products(): Promise<Product[]> {
    const products = await this.productsRepo.find({
      relations: { prices: true },
      order: { position: 'ASC', prices: { position: 'ASC' } },
    });
    return products.map((product) => {
      const prices = product.prices.map((price) => ({ id: price.id, amount: price.unitAmount }));
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

  async startCheckout(_ctx: unknown, lines: PricedLine[]): Promise<CheckoutReply> {
    const orderId = await this.orders.recordDemoOrder(lines);
    return { url: `/success?order=${orderId}` };
  }
}
