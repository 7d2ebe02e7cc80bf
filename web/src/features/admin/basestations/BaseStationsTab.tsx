import { useState } from 'react';
import type { StationInput, StationStatusView, StationView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { countOf } from '../../../ui/numbers';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import styles from '../Admin.module.css';
import { PagedTable } from '../paged-table/PagedTable';
import { useListControls } from '../paged-table/use-list-controls';
import { reportOutcome } from '../report-outcome';
import { sinceText } from '../last-contact';
import {
  useCreateBaseStationMutation,
  useDeleteBaseStationMutation,
  useMarkStationLostMutation,
  useStationStatusPagesInfiniteQuery,
  useUpdateBaseStationMutation,
} from './basestations.api';
import { BulkAssignVersion } from './BulkAssignVersion';
import { StationDetails } from './StationDetails';
import { StationForm } from './StationForm';

/** A station as this tab edits it: its place and names (whether it rests is not the admin's to set). */
type EditedStation = Omit<StationView, 'resting'>;

/** How often the shown pages are asked again, for their last contacts. */
const REFRESH_MS = 30_000;

const stationOf = (row: StationStatusView): EditedStation => ({
  _id: row.baseStationId,
  base_id: row.base_id,
  friendly_name: row.friendly_name,
  latitude: row.latitude,
  longitude: row.longitude,
});

/** The stations a page at a time, newest first, each with its last contact and running version. */
export function BaseStationsTab() {
  const controls = useListControls({}, '-created');
  const list = useStationStatusPagesInfiniteQuery(controls.query, { pollingInterval: REFRESH_MS });
  const [create] = useCreateBaseStationMutation();
  const [update] = useUpdateBaseStationMutation();
  const [remove] = useDeleteBaseStationMutation();
  const [markLost] = useMarkStationLostMutation();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [opened, setOpened] = useState<StationStatusView | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shown = list.data?.pages.flatMap((page) => page.items) ?? [];
  const allSelected = shown.length > 0 && shown.every((row) => selected.has(row.baseStationId));
  const toggle = (id: string) =>
    setSelected((chosen) => {
      const next = new Set(chosen);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onCreate = (input: StationInput) =>
    reportOutcome(
      setStatus,
      () => create(input).unwrap(),
      (created) => `Base station created successfully with ID: ${created._id}`,
      'Failed to create base station',
    );
  const onUpdate = (station: EditedStation) => async (input: StationInput) => {
    const updated = await reportOutcome(
      setStatus,
      () => update({ ...input, _id: station._id }).unwrap(),
      'Base station updated successfully.',
      'Failed to update base station',
    );
    if (updated) setEditing(null);
    return updated;
  };
  const onDelete = async (station: EditedStation) => {
    if (!(await confirm('Are you sure you want to delete this base station?'))) return;
    await reportOutcome(
      setStatus,
      () => remove(station._id).unwrap(),
      'Base station deleted successfully.',
      'Failed to delete base station',
    );
  };

  const onLost = async (station: EditedStation) => {
    const question = `Report ${station.base_id} stolen or lost? Every key of it is revoked at once and it is offered no firmware.`;
    if (!(await confirm(question))) return;
    await reportOutcome(
      setStatus,
      () => markLost(station._id).unwrap(),
      ({ keysRevoked }) => `${station.base_id} reported stolen or lost: ${countOf(keysRevoked, 'key')} revoked.`,
      'Failed to report the base station stolen or lost',
    );
  };

  return (
    <section aria-labelledby="basestations-heading">
      <h2 id="basestations-heading">Base Stations</h2>
      <StatusMessage status={status} />
      <h3>Add a base station</h3>
      <StationForm submitLabel="Create Base Station" onSubmit={onCreate} />
      <PagedTable
        label="Base stations"
        many="stations"
        searchLabel="Search by base ID or name"
        empty="No base stations yet. Add one with the form above."
        failure="Failed to fetch base stations."
        toolbar={
          <BulkAssignVersion
            selected={[...selected]}
            search={controls.query.q}
            matching={list.data?.pages[0]?.total ?? null}
            onAssigned={() => setSelected(new Set())}
            report={setStatus}
          />
        }
        columns={[
          {
            label: 'Select',
            header: (
              <input
                type="checkbox"
                aria-label="Select every station shown"
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(shown.map((row) => row.baseStationId)))}
              />
            ),
          },
          { label: 'Base ID', sort: 'base_id' },
          { label: 'Name', sort: 'friendly_name' },
          { label: 'Latitude' },
          { label: 'Longitude' },
          { label: 'Last contact' },
          { label: 'Running version' },
        ]}
        actions
        controls={controls}
        list={list}
        row={(row) => {
          const station = stationOf(row);
          return editing === station._id ? (
            <tr key={station._id} data-testid="station-edit-row">
              <td colSpan={8}>
                <StationForm
                  station={station}
                  updateWindow={row.updateWindow}
                  submitLabel="Save"
                  onSubmit={onUpdate(station)}
                  onCancel={() => setEditing(null)}
                />
              </td>
            </tr>
          ) : (
            <tr key={station._id} data-testid="station-row">
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${station.base_id}`}
                  checked={selected.has(station._id)}
                  onChange={() => toggle(station._id)}
                />
              </td>
              <td className={styles.oneLine}>{station.base_id}</td>
              <td>{station.friendly_name}</td>
              <td>{station.latitude}</td>
              <td>{station.longitude}</td>
              <td>{sinceText(row.lastContactAt)}</td>
              <td className={styles.oneLine}>{row.runningVersion ?? '—'}</td>
              <td className={styles.actions}>
                {row.lost ? (
                  <span className={styles.lost}>Stolen or lost</span>
                ) : (
                  <Button
                    size="small"
                    variant="danger"
                    onClick={() => void onLost(station)}
                    aria-label={`Report ${station.base_id} stolen or lost`}
                  >
                    Stolen or lost
                  </Button>
                )}
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => setOpened(row)}
                  aria-label={`Details of ${station.base_id}`}
                >
                  Details
                </Button>
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
          );
        }}
      />
      {opened && <StationDetails station={opened} onClose={() => setOpened(null)} />}
      {dialog}
    </section>
  );
}
