import { z } from 'zod';
import { NoInput, requiredText } from './fields.js';
import { operation, operations } from './operation.js';
import { moment } from './reply-fields.js';

export { PRIVACY_NOTICE_VERSION } from './privacy-notice.js';

/** Which notice the account holder accepted, and when. */
export const Consent = z.object({ noticeVersion: z.string(), acceptedAt: moment() });
export type Consent = z.infer<typeof Consent>;

export const AcceptNoticeInput = z.object({ noticeVersion: requiredText(32) });
export type AcceptNoticeInput = z.infer<typeof AcceptNoticeInput>;

/** How long identity keeps what it keeps for a while only. */
export const IdentityRetentionFacts = z.object({
  /** A mailed link to reset a password works this long. */
  passwordResetMinutes: z.number().int(),
  /** A requested deletion waits this long, and can be cancelled until then. */
  deletionGraceDays: z.number().int(),
  /** An export's download link works this long. */
  exportLinkHours: z.number().int(),
});
export type IdentityRetentionFacts = z.infer<typeof IdentityRetentionFacts>;

export const VisitRetentionFacts = z.object({
  /** A visit stays linked to its character this long; after, it is only counted at its stump. */
  visitMonths: z.number().int(),
});
export type VisitRetentionFacts = z.infer<typeof VisitRetentionFacts>;

export const AnalyticsRetentionFacts = z.object({
  /** Anonymous page analytics are kept this long as single events; only daily totals after. */
  analyticsMonths: z.number().int(),
});
export type AnalyticsRetentionFacts = z.infer<typeof AnalyticsRetentionFacts>;

/** What the privacy notice states from the running system's settings. */
export const PrivacyNotice = z.object({
  noticeVersion: z.string(),
  retention: IdentityRetentionFacts.extend(VisitRetentionFacts.shape).extend(AnalyticsRetentionFacts.shape),
});
export type PrivacyNotice = z.infer<typeof PrivacyNotice>;

/** Each service that keeps personal data for a while says how long, from its own settings. */
export const IdentityPrivacyOps = operations('identity', 'privacy', {
  retention: operation(NoInput, IdentityRetentionFacts),
});
export const CharacterPrivacyOps = operations('characters', 'privacy', {
  retention: operation(NoInput, VisitRetentionFacts),
});
export const AnalyticsPrivacyOps = operations('analytics', 'privacy', {
  retention: operation(NoInput, AnalyticsRetentionFacts),
});
