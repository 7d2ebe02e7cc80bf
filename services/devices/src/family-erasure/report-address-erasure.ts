import { Injectable, Logger } from '@nestjs/common';
import { IdentityEvents, type UserDeletedEvent } from '@storystump/contracts';
import { ConsumesEvent } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';

/**
 * A deleted family's reports from the field lose what they said and the address they came from;
 * their category and dates stay, so a stump's open reports still count until an admin closes them.
 */
@Injectable()
export class ReportAddressErasure {
  private readonly logger = new Logger(ReportAddressErasure.name);

  @ConsumesEvent(IdentityEvents.userDeleted, { name: 'erase-deleted-users-reports' })
  async userDeleted(event: UserDeletedEvent, tx: EntityManager): Promise<void> {
    if (!event.email) return;
    const [, erased]: [unknown, number] = await tx.query(
      `UPDATE "devices"."station_reports" SET "email" = NULL, "message" = '' WHERE lower("email") = lower($1)`,
      [event.email],
    );
    if (erased) this.logger.log(`${erased} report(s) of a deleted user erased`);
  }
}
