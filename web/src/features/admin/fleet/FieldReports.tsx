import type { StationReportView, StationState } from '@storystump/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { REPORT_CATEGORY_LABELS } from '../../reports/report-categories';
import { useCloseReportMutation, useOpenReportsQuery } from '../../reports/reports.api';
import { AdminTable } from '../AdminTable';
import { sinceText } from '../last-contact';
import { reportOutcome } from '../report-outcome';

const STATE_TEXT: Record<StationState, string> = { online: 'Online', silent: 'Silent', never: 'Never seen' };

const stationStateText = (station: StationReportView['station']) =>
  `${STATE_TEXT[station.state]}${station.resting ? ', resting on the map' : ''}`;

/** The open reports from the field, newest first, each with its stump's state now and a Close button. */
export function FieldReports({ refreshMs }: { refreshMs: number }) {
  const reports = useOpenReportsQuery(undefined, { pollingInterval: refreshMs });
  const [close, { isLoading: closing }] = useCloseReportMutation();
  const [status, setStatus] = useState<Status | null>(null);
  return (
    <section aria-labelledby="field-reports-heading">
      <h3 id="field-reports-heading">Reports from the field</h3>
      <StatusMessage status={status} />
      {reports.data?.length === 0 && <p>No open report.</p>}
      <AdminTable
        isLoading={reports.isLoading}
        isError={reports.isError}
        failure="Failed to load the reports."
        columns={['Received', 'Stump', 'State', 'Problem', 'Message', 'E-mail']}
        actions
        rows={
          reports.data?.length
            ? reports.data.map((report) => (
                <tr key={report._id} data-testid="field-report">
                  <td>{sinceText(report.createdAt)}</td>
                  <td>
                    {report.station.friendly_name} ({report.station.base_id})
                  </td>
                  <td>{stationStateText(report.station)}</td>
                  <td>{REPORT_CATEGORY_LABELS[report.category]}</td>
                  <td>{report.message}</td>
                  <td>{report.email ?? '—'}</td>
                  <td>
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={closing}
                      aria-label={`Close the report on ${report.station.friendly_name}`}
                      onClick={() =>
                        void reportOutcome(
                          setStatus,
                          () => close(report._id).unwrap(),
                          `Report on ${report.station.friendly_name} closed.`,
                          'Could not close the report.',
                        )
                      }
                    >
                      Close
                    </Button>
                  </td>
                </tr>
              ))
            : undefined
        }
      />
    </section>
  );
}
