import { Injectable } from '@nestjs/common';
import {
  CheckoutOps,
  type CheckoutReply,
  type CheckoutSessionInput,
  type CheckoutSessionView,
  type PayDemoCheckoutInput,
  type RequestContext,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { OrdersService } from '../orders/orders.service.js';

/** A checkout after it started, reached only through its session id: its order, and paying a demo one. */
@Injectable()
export class CheckoutSessionsService {
  constructor(private readonly orders: OrdersService) {}

  @Handles(CheckoutOps.session)
  session(_ctx: RequestContext, { sessionId }: CheckoutSessionInput): Promise<CheckoutSessionView> {
    return this.orders.ofCheckoutSession(sessionId);
  }

  @Handles(CheckoutOps.payDemo)
  async payDemo(_ctx: RequestContext, { sessionId, email }: PayDemoCheckoutInput): Promise<CheckoutReply> {
    await this.orders.payDemoOrder(sessionId, email);
    return { url: `/success?session_id=${sessionId}` };
  }
}
