import { DomainError } from '@storystump/service-kit';

export const ApiKeyErrors = {
  notFound: () => new DomainError(404, 'API_KEY_NOT_FOUND', 'API key not found'),
  alreadyRevoked: () => new DomainError(409, 'API_KEY_REVOKED', 'This API key is already revoked'),
  revokedCannotBeAssigned: () =>
    new DomainError(409, 'API_KEY_REVOKED', 'This API key is revoked: a version cannot be assigned to it'),
  alreadyRotated: () => new DomainError(409, 'API_KEY_ROTATED', 'This API key has already been rotated'),
  revokedCannotBeRotated: () => new DomainError(409, 'API_KEY_REVOKED', 'This API key is revoked: it cannot be rotated'),
  stationNotFound: () => new DomainError(404, 'BASE_STATION_NOT_FOUND', 'Base station not found'),
  versionNotFound: () => new DomainError(404, 'VERSION_NOT_FOUND', 'Version not found'),
};
