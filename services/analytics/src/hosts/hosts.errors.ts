import { DomainError } from '@storystump/service-kit';

export const HostErrors = {
  notFound: () => new DomainError(404, 'HOST_NOT_FOUND', 'Host not found'),
  /** A link not signed by us, of a deleted host, or replaced since: all alike, so a guess learns nothing. */
  linkNotValid: () => new DomainError(404, 'HOST_LINK_NOT_VALID', 'This link is not valid: ask for a new one'),
  stationsNotFound: (count: number) =>
    new DomainError(400, 'STATIONS_NOT_FOUND', `stationIds: ${count} of these stations do not exist`),
};
