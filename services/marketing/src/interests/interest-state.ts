import type { InterestState, InterestView } from '@storystump/contracts';
import type { InterestEntity } from './interest.entity.js';

/** A refusal for good outweighs everything; then an unsubscription; then a confirmation. */
export function stateOf(interest: Pick<InterestEntity, 'confirmedAt' | 'unsubscribedAt' | 'suppressedAt'>): InterestState {
  if (interest.suppressedAt) return 'suppressed';
  if (interest.unsubscribedAt) return 'unsubscribed';
  return interest.confirmedAt ? 'confirmed' : 'pending';
}

export const toInterestView = (interest: InterestEntity): InterestView => ({
  _id: interest.id,
  email: interest.email,
  state: stateOf(interest),
  registeredAt: interest.registeredAt.toISOString(),
  confirmedAt: interest.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: interest.unsubscribedAt?.toISOString() ?? null,
  suppressedAt: interest.suppressedAt?.toISOString() ?? null,
});

/** Who may be mailed a campaign, as SQL over the interests' columns. */
export const MAILABLE = `"confirmed_at" IS NOT NULL AND "unsubscribed_at" IS NULL AND "suppressed_at" IS NULL`;
