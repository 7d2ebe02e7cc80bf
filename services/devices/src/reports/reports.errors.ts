import { DomainError } from '@storystump/service-kit';

export const ReportErrors = {
  notFound: () => new DomainError(404, 'REPORT_NOT_FOUND', 'Report not found'),
  stationNotFound: () => new DomainError(404, 'BASE_STATION_NOT_FOUND', 'Base station not found'),
};
