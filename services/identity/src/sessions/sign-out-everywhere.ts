import { IdentityEvents } from '@storystump/contracts';
import type { Emit } from '@storystump/service-kit';
import type { EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * Ends every session of the user, in the change's own transaction: the account's session
 * generation goes up, so every token issued before carries an older one and is refused, and the
 * gateways hear it at once. Answers the new generation, for a token that goes on.
 */
export async function signOutEverywhere(tx: EntityManager, emit: Emit, userId: string): Promise<number> {
  await tx.increment(UserEntity, { id: userId }, 'sessionGeneration', 1);
  const { sessionGeneration } = await tx.findOneOrFail(UserEntity, {
    where: { id: userId },
    select: { sessionGeneration: true },
  });
  await emit(IdentityEvents.userSignedOut, { id: userId, sessionGeneration });
  return sessionGeneration;
}
