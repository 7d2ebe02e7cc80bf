import type { MissionView } from '@storystump/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { AdminTable } from '../AdminTable';
import styles from '../Admin.module.css';
import { reportOutcome } from '../report-outcome';
import { MissionForm } from './MissionForm';
import { useDeleteMissionMutation, useMissionsQuery } from './missions.api';
import { ruleText } from './rule-text';

/** The missions characters make progress on with their visits, newest first; adding and deleting them. */
export function MissionsTab() {
  const { data: missions, isLoading, isError } = useMissionsQuery();
  const [remove] = useDeleteMissionMutation();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status | null>(null);
  const onDelete = async (mission: MissionView) => {
    if (!(await confirm(`Delete the mission "${mission.title}" and every character's progress on it?`))) return;
    await reportOutcome(
      setStatus,
      () => remove(mission._id).unwrap(),
      `Mission deleted: ${mission.title}`,
      'Failed to delete mission',
    );
  };
  return (
    <section aria-labelledby="missions-heading">
      <h2 id="missions-heading">Missions</h2>
      <StatusMessage status={status} />
      <MissionForm report={setStatus} />
      {missions?.length === 0 && <p data-testid="no-missions">No missions yet. Add one above.</p>}
      <AdminTable
        isLoading={isLoading}
        isError={isError}
        failure="Failed to fetch missions."
        columns={['Title', 'Rule', 'Characters', 'Badge']}
        actions
        rows={
          missions?.length
            ? missions.map((mission) => (
                <tr key={mission._id} data-testid="mission-row">
                  <td>{mission.title}</td>
                  <td>{ruleText(mission.rule)}</td>
                  <td>{mission.characterType ?? 'Every character'}</td>
                  <td>{mission.badge ?? '—'}</td>
                  <td className={styles.actions}>
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() => void onDelete(mission)}
                      aria-label={`Delete ${mission.title}`}
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))
            : undefined
        }
      />
      {dialog}
    </section>
  );
}
