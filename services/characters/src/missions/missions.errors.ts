import { DomainError } from '@storystump/service-kit';

export const MissionErrors = {
  notFound: () => new DomainError(404, 'MISSION_NOT_FOUND', 'Mission not found'),
};
