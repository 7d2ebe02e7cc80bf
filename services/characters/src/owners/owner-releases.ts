import { Injectable, Logger } from '@nestjs/common';
import { IdentityEvents, type UserDeletedEvent } from '@storystump/contracts';
import { ConsumesEvent } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity.js';
import { forgetFamilyMissions } from '../family-erasure/family-missions.js';
import { unlinkFamilyVisits } from '../family-erasure/family-visits.js';
import { DeletedUserEntity } from './deleted-user.entity.js';
import { lockOwner } from './owner-lock.js';

/**
 * A deleted user's characters go back to unassigned, their visits are unlinked from them (kept as
 * counts at the stumps), their missions are forgotten and their shared journey cards end, so
 * nothing of the family stays with them.
 */
@Injectable()
export class OwnerReleases {
  private readonly logger = new Logger(OwnerReleases.name);

  @ConsumesEvent(IdentityEvents.userDeleted, { name: 'release-deleted-users-characters' })
  async userDeleted(event: UserDeletedEvent, tx: EntityManager): Promise<void> {
    await lockOwner(tx, event.id);
    await tx
      .createQueryBuilder()
      .insert()
      .into(DeletedUserEntity)
      .values({ id: event.id, deletedAt: new Date(event.deletedAt) })
      .orIgnore()
      .execute();
    await forgetFamilyMissions(tx, event.id);
    const unlinked = await unlinkFamilyVisits(tx, event.id);
    await tx.query(`DELETE FROM "characters"."journey_shares" WHERE "owner_id" = $1`, [event.id]);
    const released = await tx.update(
      CharacterEntity,
      { ownerId: event.id },
      { ownerId: null, ownerDisplayName: null, ownerEmail: null, assignedAt: null, keepHistory: true },
    );
    if (released.affected)
      this.logger.log(`Released ${released.affected} character(s) of a deleted user, ${unlinked} visit(s) unlinked from them`);
  }
}
