import type { EntityManager } from 'typeorm';

/**
 * Unlinks every visit of a family's characters from them, in the caller's transaction, before
 * the characters are released: the next owner never sees where this family's child has been.
 * The visits stay at their stumps, as counts (the footfall figures keep them).
 */
export async function unlinkFamilyVisits(tx: EntityManager, ownerId: string): Promise<number> {
  const [, unlinked]: [unknown, number] = await tx.query(
    `UPDATE "characters"."visits" v SET "character_id" = NULL
       FROM "characters"."characters" c
      WHERE c."owner_id" = $1 AND v."character_id" = c."id"`,
    [ownerId],
  );
  return unlinked;
}
