import { DomainError } from '@storystump/service-kit';

export const StationErrors = {
  notFound: () => new DomainError(404, 'BASE_STATION_NOT_FOUND', 'Base station not found'),
  baseIdTaken: (baseId: string) =>
    new DomainError(409, 'BASE_ID_TAKEN', `A base station with the base_id "${baseId}" already exists`),
};
