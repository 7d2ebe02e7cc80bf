import type { AdminCharacterView, CharacterView } from '@storystump/contracts';
import type { CharacterEntity } from './character.entity.js';

export type CharacterWithType = CharacterEntity & { type: NonNullable<CharacterEntity['type']> };

/** What a character's view is made of: a character with its type, or just these fields of them. */
export type CharacterViewFields = Pick<
  CharacterEntity,
  'id' | 'serialNumber' | 'ownerId' | 'ownerDisplayName' | 'keepHistory' | 'createdAt'
> & { type: Pick<CharacterWithType['type'], 'characterType'> };

export const toCharacterView = (character: CharacterViewFields): CharacterView => ({
  _id: character.id,
  name: `${character.type.characterType} (${character.serialNumber})`,
  serialNumber: character.serialNumber,
  characterType: character.type.characterType,
  owner: character.ownerId ? { _id: character.ownerId, displayName: character.ownerDisplayName ?? '' } : null,
  keepHistory: character.keepHistory,
  createdAt: character.createdAt.toISOString(),
});

/** As admins see it: with the claim code to print in its box. */
export const toAdminCharacterView = (character: CharacterViewFields, claimCode: string): AdminCharacterView => ({
  ...toCharacterView(character),
  claimCode,
});
