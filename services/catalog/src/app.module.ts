import { Module } from '@nestjs/common';
import {
  ClientAddressDigest,
  DatabaseModule,
  EventsModule,
  JobsModule,
  RpcModule,
  SETTINGS,
  type Settings,
  healthController,
  operationHandlers,
} from '@storystump/service-kit';
import { CATALOG_CONFIG, readCatalogConfig } from './catalog-config.js';
import { catalogModeProviders } from './catalog-mode.js';
import { CheckoutSessionsService } from './checkout/checkout-sessions.service.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { CatalogFamilyDataService } from './family-export/catalog-family-data.service.js';
import { catalogDatabase } from './database.js';
import { OrderAnonymisation } from './family-erasure/order-anonymisation.js';
import { OrderExpiryProcessor } from './orders/order-expiry.processor.js';
import { OrdersService } from './orders/orders.service.js';
import { RefundsService } from './orders/refunds.service.js';
import { ShopProducts } from './products/shop-products.js';
import { StockLedger } from './products/stock-ledger.js';
import { StripeWebhooksService } from './webhooks/stripe-webhooks.service.js';

@Module({
  imports: [DatabaseModule.forService(catalogDatabase), JobsModule, EventsModule, RpcModule.forCaller('catalog')],
  controllers: [
    ...operationHandlers(
      CheckoutService,
      CheckoutSessionsService,
      OrdersService,
      RefundsService,
      ShopProducts,
      StripeWebhooksService,
      CatalogFamilyDataService,
    ),
    healthController('catalog'),
  ],
  providers: [
    { provide: CATALOG_CONFIG, inject: [SETTINGS], useFactory: (settings: Settings) => readCatalogConfig(settings) },
    ...catalogModeProviders,
    CheckoutService,
    CheckoutSessionsService,
    CatalogFamilyDataService,
    ClientAddressDigest,
    OrdersService,
    RefundsService,
    StockLedger,
    ShopProducts,
    OrderExpiryProcessor,
    StripeWebhooksService,
    OrderAnonymisation,
  ],
})
export class AppModule {}
