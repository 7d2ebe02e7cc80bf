import { DomainError } from '@storystump/service-kit';

export const FamilyExportErrors = {
  alreadyPending: () =>
    new DomainError(
      409,
      'EXPORT_PENDING',
      'An export of your data is already being prepared: you will get an e-mail when it is ready',
    ),
  notFound: () => new DomainError(404, 'EXPORT_NOT_FOUND', 'There is no such export of your data'),
  notReady: () =>
    new DomainError(409, 'EXPORT_NOT_READY', 'This export is still being prepared: try again when its e-mail arrives'),
  failed: () => new DomainError(410, 'EXPORT_FAILED', 'This export could not be prepared: please ask for a new one'),
  expired: () =>
    new DomainError(
      410,
      'EXPORT_EXPIRED',
      'This export link has expired: a link works for 24 hours. Please ask for a new export.',
    ),
  badSignature: () =>
    new DomainError(403, 'EXPORT_LINK_INVALID', 'This export link is not valid: use the link from the e-mail, or sign in'),
  signInNeeded: () =>
    new DomainError(401, 'EXPORT_LINK_NEEDED', 'Sign in, or use the link from the e-mail, to download this export'),
};
