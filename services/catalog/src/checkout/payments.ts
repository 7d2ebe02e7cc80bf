import type { CheckoutReply, OrderMode, RequestContext } from '@storystump/contracts';
import type { OrderEntity } from '../orders/order.entity.js';

/** A checkout line whose price was looked up in the catalog (never taken from the client). */
export interface PricedLine {
  productId: string;
  priceId: string;
  productName: string;
  /** The price's name, when it has one ("in a keepsake gift box"). */
  priceName: string | null;
  unitAmount: number;
  quantity: number;
}

/** How a checked basket is paid for: a Stripe Checkout Session, or a demo order that charges nothing. */
export interface Payments {
  readonly mode: OrderMode;
  start(ctx: RequestContext, lines: PricedLine[], customer: Customer): Promise<CheckoutReply>;
  /** Gives the whole order's money back (a demo order has none to give). */
  refund(order: OrderEntity): Promise<void>;
}

/** Who is buying: their account when signed in, and where their checkout came from. */
export interface Customer {
  userId: string | null;
  email: string | null;
  /** A keyed digest of the client's address (never the address itself), when the gateway passed one on. */
  addressHash: string | null;
}

export const PAYMENTS = Symbol('PAYMENTS');
