import { DomainError } from '@storystump/service-kit';

export const DeletionErrors = {
  wrongPassword: () => new DomainError(403, 'WRONG_PASSWORD', 'Your password is not right'),
  notScheduled: () => new DomainError(409, 'DELETION_NOT_SCHEDULED', 'This account is not scheduled for deletion'),
};
