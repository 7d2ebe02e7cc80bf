import { Module } from '@nestjs/common';
import {
  DatabaseModule,
  EventsModule,
  healthController,
  JobsModule,
  RpcModule,
  SETTINGS,
  type Settings,
} from '@storystump/service-kit';
import { CATALOG_CONFIG, readCatalogConfig } from './catalog-config.js';
import { catalogModeProviders } from './catalog-mode.js';
import { CheckoutHandler } from './checkout/checkout.handler.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { catalogDatabase } from './database.js';
import { OrderExpiryProcessor } from './orders/order-expiry.processor.js';
import { OrdersHandler } from './orders/orders.handler.js';
import { OrdersService } from './orders/orders.service.js';
import { RefundsService } from './orders/refunds.service.js';
import { ProductsHandler } from './products/products.handler.js';
import { ShopProducts } from './products/shop-products.js';
import { StockLedger } from './products/stock-ledger.js';
import { StripeWebhooksHandler } from './webhooks/stripe-webhooks.handler.js';
import { StripeWebhooksService } from './webhooks/stripe-webhooks.service.js';

@Module({
  imports: [DatabaseModule.forService(catalogDatabase), JobsModule, EventsModule, RpcModule.forCaller('catalog')],
  controllers: [ProductsHandler, CheckoutHandler, StripeWebhooksHandler, OrdersHandler, healthController('catalog')],
  providers: [
    { provide: CATALOG_CONFIG, inject: [SETTINGS], useFactory: (settings: Settings) => readCatalogConfig(settings) },
    ...catalogModeProviders,
    CheckoutService,
    OrdersService,
    RefundsService,
    StockLedger,
    ShopProducts,
    OrderExpiryProcessor,
    StripeWebhooksService,
  ],
})
export class AppModule {}
