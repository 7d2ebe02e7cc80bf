import { Injectable, Logger } from '@nestjs/common';
import { IdentityEvents, type UserDeletedEvent } from '@storystump/contracts';
import { ConsumesEvent } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';
import { erasureReceiptMail } from '../account-mails/erasure-receipt-mail.js';
import { FINISH_CAMPAIGNS } from '../campaigns/delivery-ledger.js';
import { Mailer } from '../mail/mailer.js';
import { addressHashOf } from './address-hash.js';
import { ErasedAddressEntity } from './erased-address.entity.js';

/**
 * A deleted family's address: the receipt is mailed to it first, then its sign-up, its enquiries
 * and its campaign deliveries' copies of it are removed, and only its hash is kept, so it is never
 * mailed again. The event is acknowledged once both are done: a failed mail is tried again with
 * the event, which still carries the address, and nothing is removed before the receipt went.
 */
@Injectable()
export class FamilyAddressErasure {
  private readonly logger = new Logger(FamilyAddressErasure.name);

  constructor(private readonly mailer: Mailer) {}

  @ConsumesEvent(IdentityEvents.userDeleted, { name: 'erase-deleted-users-address' })
  async userDeleted(event: UserDeletedEvent, tx: EntityManager): Promise<void> {
    if (!event.email) return;
    await this.mailer.send(erasureReceiptMail(event.email, event.deletedAt));
    const address = event.email.trim().toLowerCase();
    const [erasedInterests]: [{ id: string }[], number] = await tx.query(
      `DELETE FROM "marketing"."interests" WHERE lower("email") = $1 RETURNING "id"`,
      [address],
    );
    // Kept as counts of their campaigns; one not sent yet is skipped, perhaps its campaign's last.
    const [deliveries]: [{ campaign_id: string }[], number] = await tx.query(
      `UPDATE "marketing"."deliveries"
          SET "email" = '', "status" = CASE WHEN "status" IN ('queued', 'sending') THEN 'skipped' ELSE "status" END
        WHERE lower("email") = $1 OR "interest_id" = ANY($2::uuid[])
        RETURNING "campaign_id"`,
      [address, erasedInterests.map((interest) => interest.id)],
    );
    if (deliveries.length) await tx.query(FINISH_CAMPAIGNS, [[...new Set(deliveries.map((row) => row.campaign_id))]]);
    const [, enquiries]: [unknown, number] = await tx.query(`DELETE FROM "marketing"."enquiries" WHERE lower("email") = $1`, [
      address,
    ]);
    await tx
      .createQueryBuilder()
      .insert()
      .into(ErasedAddressEntity)
      .values({ addressHash: addressHashOf(address) })
      .orIgnore()
      .execute();
    this.logger.log(`A deleted user's address erased: ${erasedInterests.length} sign-up(s), ${enquiries} enquiry(ies)`);
  }
}
