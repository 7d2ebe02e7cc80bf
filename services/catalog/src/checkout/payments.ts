import type { CheckoutReply, RequestContext } from '@storystump/contracts';

/** A checkout line whose price was looked up in the catalog (never taken from the client). */
export interface PricedLine {
  priceId: string;
  productName: string;
  unitAmount: number;
  quantity: number;
}

/** How a checked basket is paid for: a Stripe Checkout Session, or a demo order that charges nothing. */
export interface Payments {
  start(ctx: RequestContext, lines: PricedLine[]): Promise<CheckoutReply>;
}

export const PAYMENTS = Symbol('PAYMENTS');
