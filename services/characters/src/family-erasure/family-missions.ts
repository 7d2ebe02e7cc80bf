import type { EntityManager } from 'typeorm';

/**
 * Forgets a family's missions in the caller's transaction, before its characters are released:
 * their progress (a summary of where the child has been) and the family's choice of mails.
 */
export async function forgetFamilyMissions(tx: EntityManager, ownerId: string): Promise<void> {
  await tx.query(
    `DELETE FROM "characters"."mission_progress" p
      USING "characters"."characters" c
      WHERE c."owner_id" = $1 AND p."character_id" = c."id"`,
    [ownerId],
  );
  await tx.query(`DELETE FROM "characters"."mission_mail_choices" WHERE "owner_id" = $1`, [ownerId]);
}
