import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { countOf, formatCount } from '../../../ui/numbers';
import styles from '../Admin.module.css';
import { reportOutcome, type Report } from '../report-outcome';
import { useVersionsQuery } from '../versions/versions.api';
import { useAssignStationsVersionMutation } from './basestations.api';

/**
 * Puts one version on many stations' keys in one call: the stations ticked, or every station the
 * search finds (however many pages that is).
 */
export function BulkAssignVersion({
  selected,
  search,
  matching,
  onAssigned,
  report,
}: {
  selected: readonly string[];
  /** The search the list shows, if any: "all matching" assigns to what it finds. */
  search: string | undefined;
  /** How many stations the search finds, as the list counted them. */
  matching: number | null;
  onAssigned: () => void;
  report: Report;
}) {
  const { data: versions = [] } = useVersionsQuery();
  const [assign, { isLoading }] = useAssignStationsVersionMutation();
  const { confirm, dialog } = useConfirm();
  const [versionId, setVersionId] = useState('');
  const tag = versions.find((version) => version._id === versionId)?.tag;

  const run = async (target: { stationIds: string[] } | { filter: { q: string } }, what: string) => {
    if (!tag) {
      report({ kind: 'error', text: 'Please select a version to assign.' });
      return;
    }
    if (!(await confirm(`Assign ${tag} to ${what}?`))) return;
    const done = await reportOutcome(
      report,
      () => assign({ versionId, ...target }).unwrap(),
      (result) =>
        `${result.version.tag} assigned to ${countOf(result.stations, 'station')}: ${formatCount(result.changed)} changed` +
        (result.withoutKey ? `, ${formatCount(result.withoutKey)} without an active key.` : '.'),
      'Failed to assign version',
    );
    if (done) onAssigned();
  };

  return (
    <div className={styles.formActions} role="group" aria-label="Assign a version to many stations">
      <select
        className={styles.select}
        aria-label="Version to assign"
        value={versionId}
        onChange={(event) => setVersionId(event.target.value)}
      >
        <option value="">Select a version</option>
        {versions.map((version) => (
          <option key={version._id} value={version._id}>
            {version.tag}
          </option>
        ))}
      </select>
      <Button
        disabled={selected.length === 0 || isLoading}
        onClick={() => void run({ stationIds: [...selected] }, `the ${countOf(selected.length, 'selected station')}`)}
      >
        Assign to selected ({formatCount(selected.length)})
      </Button>
      {search && (
        <Button
          variant="secondary"
          disabled={isLoading || matching === 0}
          onClick={() =>
            void run(
              { filter: { q: search } },
              `every station matching "${search}"${matching === null ? '' : ` (${formatCount(matching)})`}`,
            )
          }
        >
          Assign to all{matching === null ? '' : ` ${formatCount(matching)}`} matching &quot;{search}&quot;
        </Button>
      )}
      {dialog}
    </div>
  );
}
