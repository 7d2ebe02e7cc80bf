import { DomainError } from '@storystump/service-kit';

export const JourneyShareErrors = {
  notYours: () => new DomainError(403, 'FORBIDDEN', "You may only share your own characters' journeys"),
  /** A link never made, made again since, switched off, or of a character that changed hands: all alike. */
  noCard: () => new DomainError(404, 'JOURNEY_CARD_NOT_FOUND', 'This journey card is not shared, or its link was replaced'),
};
