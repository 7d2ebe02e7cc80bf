import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule, healthController, InfraConfigModule } from '@storystump/service-kit';
import type { Stripe } from 'stripe';
import { CATALOG_CONFIG, readCatalogConfig, type CatalogConfig } from './catalog-config.js';
import { CheckoutHandler } from './checkout/checkout.handler.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { catalogDatabase } from './database.js';
import { OrdersService } from './orders/orders.service.js';
import { BuiltInCatalogSource } from './products/built-in-catalog.source.js';
import { CATALOG_SOURCE } from './products/catalog-source.js';
import { ProductEntity } from './products/product.entity.js';
import { ProductsHandler } from './products/products.handler.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe/stripe-client.js';
import { StripeCatalogSource } from './stripe/stripe-catalog.source.js';
import { StripeWebhooksHandler } from './stripe/stripe-webhooks.handler.js';
import { StripeWebhooksService } from './stripe/stripe-webhooks.service.js';

@Module({
  imports: [InfraConfigModule, DatabaseModule.forService(catalogDatabase), TypeOrmModule.forFeature([ProductEntity])],
  controllers: [ProductsHandler, CheckoutHandler, StripeWebhooksHandler, healthController('catalog')],
  providers: [
    { provide: CATALOG_CONFIG, useFactory: () => readCatalogConfig() },
    { provide: STRIPE_CLIENT, inject: [CATALOG_CONFIG], useFactory: createStripeClient },
    BuiltInCatalogSource,
    {
      // Chosen once at start: Stripe when a secret key is set, else the built-in catalog.
      provide: CATALOG_SOURCE,
      inject: [STRIPE_CLIENT, CATALOG_CONFIG, BuiltInCatalogSource],
      useFactory: (stripe: Stripe | null, config: CatalogConfig, builtIn: BuiltInCatalogSource) =>
        stripe ? new StripeCatalogSource(stripe, config) : builtIn,
    },
    CheckoutService,
    OrdersService,
    StripeWebhooksService,
  ],
})
export class AppModule {}
