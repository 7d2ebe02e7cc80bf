import { DomainError } from '@storystump/service-kit';

export const ClaimErrors = {
  // One answer for an unknown serial number and a wrong code: neither tells a guesser anything.
  noMatch: () =>
    new DomainError(
      404,
      'CLAIM_NOT_FOUND',
      'No character has this serial number and claim code. Please check both on the card in the box.',
    ),
  alreadyYours: (name: string) => new DomainError(409, 'CHARACTER_ALREADY_YOURS', `${name} is already in your account`),
  ownedByAnother: () =>
    new DomainError(
      409,
      'CHARACTER_ALREADY_ASSIGNED',
      'This character already belongs to another account. If it is new, please get in touch with us.',
    ),
};
