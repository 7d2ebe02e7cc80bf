import { Controller } from '@nestjs/common';
import { CatalogSubjects, type Envelope, type MyOrdersQuery, type OrderIdInput, type OrdersQuery } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { OrdersService } from './orders.service.js';
import { RefundsService } from './refunds.service.js';

@Controller()
export class OrdersHandler {
  constructor(
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
  ) {}

  @Handles(CatalogSubjects.listOrders)
  list({ ctx, input }: Envelope<OrdersQuery>) {
    return this.orders.list(ctx, input);
  }

  @Handles(CatalogSubjects.myOrders)
  mine({ ctx, input }: Envelope<MyOrdersQuery>) {
    return this.orders.mine(ctx, input);
  }

  @Handles(CatalogSubjects.refundOrder)
  refund({ ctx, input }: Envelope<OrderIdInput>) {
    return this.refunds.refund(ctx, input.id);
  }
}
