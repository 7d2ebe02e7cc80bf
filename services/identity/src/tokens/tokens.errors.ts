import { DomainError } from '@storystump/service-kit';

export const TokenErrors = {
  invalid: () => new DomainError(401, 'INVALID_TOKEN', 'Your session has expired. Please log in again'),
  notYours: () => new DomainError(403, 'FORBIDDEN', 'You may only end your own session'),
};
