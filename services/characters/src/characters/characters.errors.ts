import { DomainError } from '@storystump/service-kit';

export const CharacterErrors = {
  notFound: () => new DomainError(404, 'CHARACTER_NOT_FOUND', 'Character not found'),
  noSuchSerial: (serialNumber: string) =>
    new DomainError(404, 'CHARACTER_NOT_FOUND', `No character has the serial number "${serialNumber}"`),
  serialTaken: (serialNumber: string) =>
    new DomainError(409, 'SERIAL_NUMBER_TAKEN', `A character with the serial number "${serialNumber}" already exists`),
  alreadyOwned: (serialNumber: string) =>
    new DomainError(409, 'CHARACTER_ALREADY_ASSIGNED', `The character "${serialNumber}" already belongs to a user`),
  userDeleted: () => new DomainError(404, 'USER_NOT_FOUND', 'User not found'),
  notYours: () => new DomainError(403, 'FORBIDDEN', 'You may only see the visits of your own characters'),
  historyNotYours: () => new DomainError(403, 'FORBIDDEN', 'You may only change the history of your own characters'),
};
