import { useMemo, useState } from 'react';
import type { StationInput, StationView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { useBaseStationsQuery } from '../../map/map.api';
import { AdminTable } from '../AdminTable';
import styles from '../Admin.module.css';
import { reportOutcome } from '../report-outcome';
import { sinceText } from '../last-contact';
import {
  useCreateBaseStationMutation,
  useDeleteBaseStationMutation,
  useStationStatusesQuery,
  useUpdateBaseStationMutation,
} from './basestations.api';
import { StationForm } from './StationForm';
import { StatusesFailure } from './StatusesFailure';

export function BaseStationsTab() {
  const { data: stations, isLoading, isError } = useBaseStationsQuery();
  const { data: statuses, isError: statusesFailed } = useStationStatusesQuery(undefined, { pollingInterval: 30_000 });
  const [create] = useCreateBaseStationMutation();
  const [update] = useUpdateBaseStationMutation();
  const [remove] = useDeleteBaseStationMutation();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const statusById = useMemo(() => new Map(statuses?.map((s) => [s.baseStationId, s])), [statuses]);
  const statusOf = (id: string) => statusById.get(id);

  const onCreate = (input: StationInput) =>
    reportOutcome(
      setStatus,
      () => create(input).unwrap(),
      (created) => `Base station created successfully with ID: ${created._id}`,
      'Failed to create base station',
    );
  const onUpdate = (station: StationView) => async (input: StationInput) => {
    const updated = await reportOutcome(
      setStatus,
      () => update({ ...input, _id: station._id }).unwrap(),
      'Base station updated successfully.',
      'Failed to update base station',
    );
    if (updated) setEditing(null);
    return updated;
  };
  const onDelete = async (station: StationView) => {
    if (!(await confirm('Are you sure you want to delete this base station?'))) return;
    await reportOutcome(
      setStatus,
      () => remove(station._id).unwrap(),
      'Base station deleted successfully.',
      'Failed to delete base station',
    );
  };

  return (
    <section aria-labelledby="basestations-heading">
      <h2 id="basestations-heading">Base Stations</h2>
      <StatusMessage status={status} />
      <h3>Add a base station</h3>
      <StationForm submitLabel="Create Base Station" onSubmit={onCreate} />
      {statusesFailed && <StatusesFailure />}
      <AdminTable
        isLoading={isLoading}
        isError={isError}
        failure="Failed to fetch base stations."
        columns={['Base ID', 'Name', 'Latitude', 'Longitude', 'Last contact', 'Running version']}
        actions
        rows={stations?.map((station) =>
          editing === station._id ? (
            <tr key={station._id} data-testid="station-edit-row">
              <td colSpan={7}>
                <StationForm
                  // Opened before the station's window arrived: shown again with it once it has.
                  key={JSON.stringify(statusOf(station._id)?.updateWindow ?? null)}
                  station={station}
                  updateWindow={statusOf(station._id)?.updateWindow ?? null}
                  submitLabel="Save"
                  onSubmit={onUpdate(station)}
                  onCancel={() => setEditing(null)}
                />
              </td>
            </tr>
          ) : (
            <tr key={station._id} data-testid="station-row">
              <td>{station.base_id}</td>
              <td>{station.friendly_name}</td>
              <td>{station.latitude}</td>
              <td>{station.longitude}</td>
              {/* Unknown, not "Never", while the statuses are not in hand. */}
              <td>{statuses ? sinceText(statusOf(station._id)?.lastContactAt ?? null) : '—'}</td>
              <td>{statusOf(station._id)?.runningVersion ?? '—'}</td>
              <td className={styles.actions}>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => setEditing(station._id)}
                  aria-label={`Edit ${station.base_id}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => void onDelete(station)}
                  aria-label={`Delete ${station.base_id}`}
                >
                  Delete
                </Button>
              </td>
            </tr>
          ),
        )}
      />
      {dialog}
    </section>
  );
}
