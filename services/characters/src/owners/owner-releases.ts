import { Injectable, Logger } from '@nestjs/common';
import { IdentityEvents, type UserDeletedEvent } from '@storystump/contracts';
import { ConsumesEvent } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';
import { CharacterEntity } from '../characters/character.entity.js';
import { DeletedUserEntity } from './deleted-user.entity.js';
import { lockOwner } from './owner-lock.js';

/** A deleted user's characters go back to unassigned; their visit history stays with them. */
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
    const released = await tx.update(
      CharacterEntity,
      { ownerId: event.id },
      { ownerId: null, ownerDisplayName: null, ownerEmail: null, assignedAt: null },
    );
    if (released.affected) this.logger.log(`Released ${released.affected} character(s) of deleted user ${event.id}`);
  }
}
