import type { ServiceDatabase } from '@storystump/service-kit';
import { InitialCatalogSchema1763900000000 } from './migrations/1763900000000-initial-catalog-schema.js';
import { SeedBuiltInCatalog1763900000001 } from './migrations/1763900000001-seed-built-in-catalog.js';
import { OrderStatusAndExpiry1764100000000 } from './migrations/1764100000000-order-status-and-expiry.js';
import { OrdersAccountsRefundsStock1796000000000 } from './migrations/1796000000000-orders-accounts-refunds-stock.js';
import { OrderHolderAddress1797000000000 } from './migrations/1797000000000-order-holder-address.js';
import { OversoldOrders1797000000001 } from './migrations/1797000000001-oversold-orders.js';
import { OrdersAwaitingPayment1797000000002 } from './migrations/1797000000002-orders-awaiting-payment.js';
import { ListPages1797100000000 } from './migrations/1797100000000-list-pages.js';
import { PriceNames1797200000000 } from './migrations/1797200000000-price-names.js';
import { OrderNumbersAndDemoSessions1797200000001 } from './migrations/1797200000001-order-numbers-and-demo-sessions.js';
import { AnonymisedOrders1797300000000 } from './migrations/1797300000000-anonymised-orders.js';
import { FamilyOrderPages1806700000000 } from './migrations/1806700000000-family-order-pages.js';
import { SearchTrigramIndexes1807430000000 } from './migrations/1807430000000-search-trigram-indexes.js';
import { OrdersByAddress1807440000000 } from './migrations/1807440000000-orders-by-address.js';
import { OrderLineEntity } from './orders/order-line.entity.js';
import { OrderEntity } from './orders/order.entity.js';
import { PriceEntity } from './products/price.entity.js';
import { ProductEntity } from './products/product.entity.js';
import { ProductStockEntity } from './products/product-stock.entity.js';

export const catalogDatabase: ServiceDatabase = {
  schema: 'catalog',
  entities: [ProductEntity, PriceEntity, OrderEntity, OrderLineEntity, ProductStockEntity],
  migrations: [
    InitialCatalogSchema1763900000000,
    SeedBuiltInCatalog1763900000001,
    OrderStatusAndExpiry1764100000000,
    OrdersAccountsRefundsStock1796000000000,
    OrderHolderAddress1797000000000,
    OversoldOrders1797000000001,
    OrdersAwaitingPayment1797000000002,
    ListPages1797100000000,
    PriceNames1797200000000,
    OrderNumbersAndDemoSessions1797200000001,
    AnonymisedOrders1797300000000,
    FamilyOrderPages1806700000000,
    SearchTrigramIndexes1807430000000,
    OrdersByAddress1807440000000,
  ],
};
