import { DomainError } from '@storystump/service-kit';

export const StationErrors = {
  notFound: () => new DomainError(404, 'BASE_STATION_NOT_FOUND', 'Base station not found'),
  baseIdTaken: (baseId: string) =>
    new DomainError(409, 'BASE_ID_TAKEN', `A base station with the base_id "${baseId}" already exists`),
  versionNotFound: () => new DomainError(400, 'VERSION_NOT_FOUND', 'versionId: no version has this id'),
  stationsNotFound: (count: number) =>
    new DomainError(400, 'STATIONS_NOT_FOUND', `stationIds: ${count} of these stations do not exist`),
  noneMatch: () => new DomainError(400, 'NO_STATIONS_MATCH', 'filter: no station matches it'),
};
