import { DomainError } from '@storystump/service-kit';

export const ConfigErrors = {
  stationNotFound: () => new DomainError(404, 'BASE_STATION_NOT_FOUND', 'Base station not found'),
  unknownVersion: (version: number, desired: number) =>
    new DomainError(
      400,
      'CONFIG_VERSION_UNKNOWN',
      `version: ${version} is not a configuration this station was sent (its latest is ${desired})`,
    ),
};
