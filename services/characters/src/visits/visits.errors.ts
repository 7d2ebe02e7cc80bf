import { DomainError } from '@storystump/service-kit';

export const VisitErrors = {
  cursorNotFound: () => new DomainError(400, 'VALIDATION_FAILED', "before must be the _id of one of this character's visits"),
  badCursor: () =>
    new DomainError(400, 'VALIDATION_FAILED', "cursor must be the cursor of a page, as the previous page's Link header gives it"),
};
