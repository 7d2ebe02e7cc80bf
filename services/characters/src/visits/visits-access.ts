import type { RequestContext } from '@storystump/contracts';
import { requireActor } from '@storystump/service-kit';
import type { Repository } from 'typeorm';
import type { CharacterEntity } from '../characters/character.entity.js';
import { CharacterErrors } from '../characters/characters.errors.js';

/** A character whose visits the caller may read: its owner's, or any for an admin. */
export async function characterWithReadableVisits(
  characters: Repository<CharacterEntity>,
  ctx: RequestContext,
  id: string,
): Promise<{ id: string }> {
  const actor = requireActor(ctx);
  const character = await characters.findOne({ where: { id }, select: { id: true, ownerId: true } });
  if (!character) throw CharacterErrors.notFound();
  if (actor.role !== 'admin' && character.ownerId !== actor.id) throw CharacterErrors.notYours();
  return { id: character.id };
}
