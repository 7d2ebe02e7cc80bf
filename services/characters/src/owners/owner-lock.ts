import type { EntityManager } from 'typeorm';

/**
 * Serialises giving a character to a user with that user's deletion, so a character can never
 * be left owned by a user who is gone (held until the transaction ends).
 */
export async function lockOwner(tx: EntityManager, userId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`characters.owner:${userId}`]);
}
