import { DomainError } from '@storystump/service-kit';

export const DeviceErrors = {
  noKey: () => new DomainError(401, 'API_KEY_REQUIRED', 'This route needs an API key: Authorization: ApiKey <key>'),
  unknownKey: () => new DomainError(401, 'API_KEY_INVALID', 'This API key is not valid'),
  revokedKey: () => new DomainError(401, 'API_KEY_REVOKED', 'This API key has been revoked'),
};
