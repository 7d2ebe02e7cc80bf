import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CatalogQueues } from '@storystump/contracts';
import { JobQueues, ProcessesJobs } from '@storystump/service-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../catalog-config.js';
import { OrdersService } from './orders.service.js';

/** Every little while, pending orders whose payment window closed are marked expired. */
@Injectable()
export class OrderExpiryProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(OrderExpiryProcessor.name);

  constructor(
    private readonly orders: OrdersService,
    private readonly jobs: JobQueues,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {}

  /** One schedule for every copy of the service: declaring it again only updates it. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(
      CatalogQueues.expireUnpaidOrders,
      'expire-unpaid-orders',
      { every: this.config.orderExpirySweepMs },
      {},
    );
  }

  @ProcessesJobs(CatalogQueues.expireUnpaidOrders)
  async expireUnpaid(): Promise<{ expired: number }> {
    const expired = await this.orders.expireUnpaid();
    if (expired) this.logger.log(`${expired} unpaid order(s) expired`);
    return { expired };
  }
}
