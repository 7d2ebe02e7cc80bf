import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, healthController, JobsModule, SETTINGS, type Settings } from '@storystump/service-kit';
import { CATALOG_CONFIG, readCatalogConfig } from './catalog-config.js';
import { catalogModeProviders } from './catalog-mode.js';
import { CheckoutHandler } from './checkout/checkout.handler.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { catalogDatabase } from './database.js';
import { OrderExpiryProcessor } from './orders/order-expiry.processor.js';
import { OrdersService } from './orders/orders.service.js';
import { ProductsHandler } from './products/products.handler.js';
import { StripeWebhooksHandler } from './webhooks/stripe-webhooks.handler.js';
import { StripeWebhooksService } from './webhooks/stripe-webhooks.service.js';

@Module({
  imports: [DatabaseModule.forService(catalogDatabase), JobsModule, EventsModule],
  controllers: [ProductsHandler, CheckoutHandler, StripeWebhooksHandler, healthController('catalog')],
  providers: [
    { provide: CATALOG_CONFIG, inject: [SETTINGS], useFactory: (settings: Settings) => readCatalogConfig(settings) },
    ...catalogModeProviders,
    CheckoutService,
    OrdersService,
    OrderExpiryProcessor,
    StripeWebhooksService,
  ],
})
export class AppModule {}
