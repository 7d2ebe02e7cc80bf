import { DomainError } from '../domain-error.js';

/** Refusals of a request's Idempotency-Key, by the service that keeps its answer or by the gateway. */
export const IdempotencyErrors = {
  inProgress: () =>
    new DomainError(
      409,
      'IDEMPOTENCY_KEY_IN_USE',
      'A request with this Idempotency-Key is still being handled. Try again in a moment.',
    ),
  reused: () => new DomainError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request'),
};
