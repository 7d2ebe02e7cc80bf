import type { CharacterTypeView } from '@storystump/contracts';
import type { CharacterTypeEntity } from './character-type.entity.js';

export const toCharacterTypeView = (type: CharacterTypeEntity): CharacterTypeView => ({
  _id: type.id,
  characterEncryptedType: type.encryptedType,
  characterType: type.characterType,
});
