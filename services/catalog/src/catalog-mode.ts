import type { Provider } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Stripe } from 'stripe';
import type { Repository } from 'typeorm';
import { CATALOG_CONFIG, type CatalogConfig } from './catalog-config.js';
import { DemoPayments } from './checkout/demo-payments.js';
import { PAYMENTS } from './checkout/payments.js';
import { StripeCheckoutPayments } from './checkout/stripe-checkout-payments.js';
import { OrdersService } from './orders/orders.service.js';
import { BuiltInProductCatalog } from './products/built-in-product-catalog.js';
import { PRODUCT_CATALOG } from './products/product-catalog.js';
import { ProductEntity } from './products/product.entity.js';
import { StripeProductCatalog } from './products/stripe-product-catalog.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client.js';

/**
 * The one place the shop's mode is chosen, once at start. With `STRIPE_SECRET_KEY` set, products,
 * prices and payment are Stripe's (and orders arrive by webhook); without it, the built-in
 * catalog in this schema, and checkout records a demo order (a guest's paid on the demo payment page).
 */
export const catalogModeProviders: Provider[] = [
  { provide: STRIPE_CLIENT, inject: [CATALOG_CONFIG], useFactory: createStripeClient },
  {
    provide: PRODUCT_CATALOG,
    inject: [STRIPE_CLIENT, CATALOG_CONFIG, getRepositoryToken(ProductEntity)],
    useFactory: (stripe: Stripe | null, config: CatalogConfig, products: Repository<ProductEntity>) =>
      stripe ? new StripeProductCatalog(stripe, config.productCacheMs) : new BuiltInProductCatalog(products),
  },
  {
    provide: PAYMENTS,
    inject: [STRIPE_CLIENT, CATALOG_CONFIG, OrdersService],
    useFactory: (stripe: Stripe | null, config: CatalogConfig, orders: OrdersService) =>
      stripe
        ? new StripeCheckoutPayments(stripe, orders, config.publicUrl, config.paymentWindowMinutes)
        : new DemoPayments(orders, config.paymentWindowMinutes),
  },
];
