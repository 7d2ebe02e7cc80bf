import { DomainError } from '@storystump/service-kit';
import type { RolloutStatus } from '@storystump/contracts';

export const RolloutErrors = {
  notFound: () => new DomainError(404, 'ROLLOUT_NOT_FOUND', 'Rollout not found'),
  versionNotFound: () => new DomainError(400, 'VERSION_NOT_FOUND', 'versionId: no version has this id'),
  stationsNotFound: (count: number) =>
    new DomainError(400, 'STATIONS_NOT_FOUND', `stationIds: ${count} of these stations do not exist`),
  emptyTarget: () =>
    new DomainError(400, 'EMPTY_TARGET', 'The rollout has no stations: name at least one, or give stations an active API key'),
  noneMatch: () => new DomainError(400, 'EMPTY_TARGET', 'The rollout has no stations: no station matches the filter'),
  stationBusy: (baseId?: string) =>
    new DomainError(
      409,
      'STATION_IN_ROLLOUT',
      `${baseId ? `Station "${baseId}" is` : 'One of these stations is'} already in a rollout: cancel that one first`,
    ),
  cannot: (what: 'pause' | 'resume' | 'cancel', status: RolloutStatus) =>
    new DomainError(409, 'ROLLOUT_STATUS', `A ${status} rollout cannot be ${what === 'cancel' ? 'cancelled' : `${what}d`}`),
};
