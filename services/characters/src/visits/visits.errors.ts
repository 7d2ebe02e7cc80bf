import { DomainError } from '@storystump/service-kit';

export const VisitErrors = {
  cursorNotFound: () => new DomainError(400, 'VALIDATION_FAILED', "before must be the _id of one of this character's visits"),
};
