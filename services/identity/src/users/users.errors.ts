import { DomainError } from '@storystump/service-kit';

export const UserErrors = {
  emailTaken: () => new DomainError(409, 'EMAIL_TAKEN', 'An account with this e-mail already exists'),
  invalidCredentials: () => new DomainError(401, 'INVALID_CREDENTIALS', 'Invalid e-mail or password'),
  notFound: () => new DomainError(404, 'USER_NOT_FOUND', 'User not found'),
  notAdminNow: () => new DomainError(403, 'FORBIDDEN', 'Only admins may do this'),
  notYours: () => new DomainError(403, 'FORBIDDEN', 'You may only see your own account'),
  cannotDemoteSelf: () => new DomainError(409, 'CANNOT_DEMOTE_SELF', 'You cannot demote your own account'),
  cannotDeleteSelf: () => new DomainError(409, 'CANNOT_DELETE_SELF', 'You cannot delete your own account'),
};
