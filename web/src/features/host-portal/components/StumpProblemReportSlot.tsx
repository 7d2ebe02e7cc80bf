import type { HostStump } from '@storystump/contracts';

/**
 * The place on the host portal for "Report a problem with this stump", beside each stump. The
 * reports are a feature of their own: until it is built, nothing is shown here.
 */
export function StumpProblemReportSlot(_props: { stump: HostStump; token: string }) {
  return null;
}
