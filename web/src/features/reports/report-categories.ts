import type { ReportCategory } from '@storystump/contracts';

/** Each category as the form offers it and the Fleet tab names it. */
export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  silent: 'Silent: it tells no stories',
  damaged: 'Damaged',
  missing: 'Missing: the stump is not there',
  other: 'Something else',
};
