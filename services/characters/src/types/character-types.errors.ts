import { DomainError } from '@storystump/service-kit';

export const CharacterTypeErrors = {
  encryptedTypeTaken: () =>
    new DomainError(409, 'CHARACTER_TYPE_TAKEN', 'A character type with this encrypted type already exists'),
  unknownEncryptedType: () => new DomainError(404, 'CHARACTER_TYPE_NOT_FOUND', 'No character type has this encrypted type'),
};
