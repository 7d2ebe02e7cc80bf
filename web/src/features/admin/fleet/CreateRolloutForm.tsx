import {
  DEFAULT_FAILURE_THRESHOLD,
  DEFAULT_ROLLOUT_PHASES,
  type StationStatusView,
  type VersionView,
} from '@storystump/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import { reportOutcome, type Report } from '../report-outcome';
import styles from '../Admin.module.css';
import { useCreateRolloutMutation } from './fleet.api';

const ALL_WITH_KEYS = 'all';

/** Starts a rollout: a version, its target (every station with a key, or one), its phases and threshold. */
export function CreateRolloutForm({
  versions,
  stations,
  report,
}: {
  versions: VersionView[];
  stations: StationStatusView[];
  report: Report;
}) {
  const [create, { isLoading }] = useCreateRolloutMutation();
  const [versionId, setVersionId] = useState('');
  const [target, setTarget] = useState(ALL_WITH_KEYS);
  const [phases, setPhases] = useState(DEFAULT_ROLLOUT_PHASES.join(', '));
  const [threshold, setThreshold] = useState(String(DEFAULT_FAILURE_THRESHOLD));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!versionId) {
      report({ kind: 'error', text: 'Choose a version to roll out.' });
      return;
    }
    const percents = phases
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    await reportOutcome(
      report,
      () =>
        create({
          versionId,
          ...(target === ALL_WITH_KEYS ? {} : { stationIds: [target] }),
          phases: percents,
          failureThreshold: Number(threshold),
        }).unwrap(),
      (rollout) => `Rollout of ${rollout.tag} started on ${rollout.target} station(s).`,
      'Could not start the rollout.',
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="New rollout">
      <SelectField
        label="Version"
        placeholder="Choose a version"
        value={versionId}
        onValue={setVersionId}
        options={versions.map((version) => ({ value: version._id, label: version.tag }))}
      />
      <SelectField
        label="Target"
        placeholder="Every station with a key"
        value={target === ALL_WITH_KEYS ? '' : target}
        onValue={(value) => setTarget(value || ALL_WITH_KEYS)}
        options={stations.map((station) => ({
          value: station.baseStationId,
          label: `${station.base_id} (${station.friendly_name})`,
        }))}
      />
      <Field label="Phases (%)" value={phases} onChange={(event) => setPhases(event.target.value)} />
      <Field
        label="Failure threshold (%)"
        type="number"
        min={0}
        max={100}
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Start rollout
        </Button>
      </div>
    </form>
  );
}
