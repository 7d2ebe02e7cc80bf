import type { HostStump } from '@storystump/contracts';
import { ReportProblemForm } from '../../reports/ReportProblemForm';

/** "Report a problem with this stump", beside each of the host's stumps. */
export function StumpProblemReportSlot({ stump }: { stump: HostStump }) {
  return <ReportProblemForm stationId={stump.stationId} />;
}
