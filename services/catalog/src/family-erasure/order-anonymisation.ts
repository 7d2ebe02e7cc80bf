import { Injectable, Logger } from '@nestjs/common';
import { IdentityEvents, type UserDeletedEvent } from '@storystump/contracts';
import { ConsumesEvent } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';

/** Takes the account (`$1`) and the address (`$2`, in any case, when known) off a family's orders. */
export const ANONYMISE_FAMILY_ORDERS = `
  UPDATE "catalog"."orders" SET "user_id" = NULL, "customer_email" = NULL, "demo_session_id" = NULL,
         "anonymised_at" = COALESCE("anonymised_at", now())
   WHERE "user_id" = $1 OR ($2::varchar IS NOT NULL AND lower("customer_email") = lower($2))`;

/**
 * A deleted family's orders stay for the accounts (what was bought, for how much, when, and what
 * became of the payment) but no longer say whose they were: their account and the address they
 * were bought with (signed in or as a guest) are removed, and so is a demo checkout's session id; a Stripe checkout's id stays (Stripe's
 * repeated events find the order by it) but no longer opens the order.
 */
@Injectable()
export class OrderAnonymisation {
  private readonly logger = new Logger(OrderAnonymisation.name);

  @ConsumesEvent(IdentityEvents.userDeleted, { name: 'anonymise-deleted-users-orders' })
  async userDeleted(event: UserDeletedEvent, tx: EntityManager): Promise<void> {
    const [, anonymised]: [unknown, number] = await tx.query(ANONYMISE_FAMILY_ORDERS, [event.id, event.email ?? null]);
    if (anonymised) this.logger.log(`${anonymised} order(s) of a deleted user anonymised`);
  }
}
