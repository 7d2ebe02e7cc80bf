import { Injectable } from '@nestjs/common';
import { IdentityEvents } from '@storystump/contracts';
import type { Emit } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';
import { RevokedTokenEntity } from '../tokens/revoked-token.entity.js';
import { UserEntity } from '../users/user.entity.js';

/** How the audit log names an erased account, as actor and as target. */
export const DELETED_USER = 'deleted user';
/** The actor id of changes made by an erased account: no account's id. */
export const DELETED_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Erases an account from identity in the caller's transaction and announces it, so every other
 * service erases what it holds of the family. The event carries the address once, for the
 * services that keep addresses (and for the receipt mailed to it); identity keeps none of it.
 */
@Injectable()
export class AccountErasure {
  async erase(tx: EntityManager, emit: Emit, user: UserEntity): Promise<void> {
    await tx.delete(RevokedTokenEntity, { userId: user.id });
    await this.forgetInAuditLog(tx, user);
    // Its password-reset links go with it (their foreign key cascades).
    await tx.delete(UserEntity, { id: user.id });
    await emit(IdentityEvents.userDeleted, { id: user.id, deletedAt: new Date().toISOString(), email: user.email });
  }

  /** The changes the account made, and those made to it, stay in the log without naming it. */
  private async forgetInAuditLog(tx: EntityManager, user: UserEntity): Promise<void> {
    await tx.query(`UPDATE "identity"."audit_entries" SET "actor_id" = $2, "actor_email" = $3 WHERE "actor_id" = $1`, [
      user.id,
      DELETED_USER_ID,
      DELETED_USER,
    ]);
    await tx.query(`UPDATE "identity"."audit_entries" SET "target_id" = $2 WHERE "target_id" = $1`, [user.id, DELETED_USER]);
    const address = user.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await tx.query(
      `UPDATE "identity"."audit_entries" SET "summary" = regexp_replace("summary", $1, $2, 'gi') WHERE "summary" ~* $1`,
      [address, DELETED_USER],
    );
  }
}
