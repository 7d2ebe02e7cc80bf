import {
  DEFAULT_FAILURE_THRESHOLD,
  DEFAULT_ROLLOUT_PHASES,
  STATION_STATES,
  type StationFilterView,
  type StationState,
  type VersionView,
} from '@storystump/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { countOf } from '../../../ui/numbers';
import { SearchBox } from '../../../ui/SearchBox';
import { SelectField } from '../../../ui/SelectField';
import { reportOutcome, type Report } from '../report-outcome';
import styles from '../Admin.module.css';
import { useCreateRolloutMutation } from './fleet.api';
import { StationsMatching } from './StationsMatching';

const ALL_WITH_KEYS = 'all';
const MATCHING = 'matching';

const STATE_LABELS: Record<StationState, string> = { online: 'Online', silent: 'Silent', never: 'Never seen' };

/** The filter's parts that say something: a search of only spaces, or "any", narrows nothing. */
export function filterOf(search: string, state: string, runningVersion: string): StationFilterView {
  return {
    ...(search.trim() ? { q: search.trim() } : {}),
    ...(state ? { state: state as StationState } : {}),
    ...(runningVersion ? { runningVersion } : {}),
  };
}

/**
 * Starts a rollout: a version, its target (every station with a key, or the stations matching a
 * search, a state and a running version, counted before it starts), its phases and threshold, and
 * optionally a vitals gate on the version's crash-free hours.
 */
export function CreateRolloutForm({
  versions,
  runningVersions,
  report,
}: {
  versions: VersionView[];
  /** The versions the fleet's stumps say they run, to pick stations by. */
  runningVersions: string[];
  report: Report;
}) {
  const [create, { isLoading }] = useCreateRolloutMutation();
  const [versionId, setVersionId] = useState('');
  const [target, setTarget] = useState(ALL_WITH_KEYS);
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [runningVersion, setRunningVersion] = useState('');
  const [phases, setPhases] = useState(DEFAULT_ROLLOUT_PHASES.join(', '));
  const [threshold, setThreshold] = useState(String(DEFAULT_FAILURE_THRESHOLD));
  const [gated, setGated] = useState(false);
  const [maxCrashFreeDrop, setMaxCrashFreeDrop] = useState('5');
  const [minHoursObserved, setMinHoursObserved] = useState('24');
  const filter = filterOf(search, state, runningVersion);
  const filtered = Object.keys(filter).length > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!versionId) {
      report({ kind: 'error', text: 'Choose a version to roll out.' });
      return;
    }
    if (target === MATCHING && !filtered) {
      report({ kind: 'error', text: 'Say which stations: a search, a state or a running version.' });
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
          ...(target === MATCHING ? { filter } : {}),
          phases: percents,
          failureThreshold: Number(threshold),
          ...(gated
            ? { vitalsGate: { maxCrashFreeDrop: Number(maxCrashFreeDrop), minHoursObserved: Number(minHoursObserved) } }
            : {}),
        }).unwrap(),
      (rollout) => `Rollout of ${rollout.tag} started on ${countOf(rollout.target, 'station')}.`,
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
        options={[{ value: MATCHING, label: 'Stations matching' }]}
      />
      {target === MATCHING && (
        <fieldset className={styles.form} aria-label="Stations matching">
          <SearchBox label="Search (base ID or name)" value={search} onSearch={setSearch} />
          <SelectField
            label="State"
            placeholder="Any state"
            value={state}
            onValue={setState}
            options={STATION_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
          />
          <SelectField
            label="Running version"
            placeholder="Any version"
            value={runningVersion}
            onValue={setRunningVersion}
            options={runningVersions.map((tag) => ({ value: tag, label: tag }))}
          />
          <StationsMatching filter={filter} />
        </fieldset>
      )}
      <Field label="Phases (%)" value={phases} onChange={(event) => setPhases(event.target.value)} />
      <Field
        label="Failure threshold (%)"
        type="number"
        min={0}
        max={100}
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
      />
      <label>
        <input type="checkbox" checked={gated} onChange={(event) => setGated(event.target.checked)} /> Vitals gate: halt if the
        version crashes more than the one before
      </label>
      {gated && (
        <fieldset className={styles.form} aria-label="Vitals gate">
          <Field
            label="Largest drop in crash-free hours (points)"
            type="number"
            min={0}
            max={100}
            step="any"
            value={maxCrashFreeDrop}
            onChange={(event) => setMaxCrashFreeDrop(event.target.value)}
          />
          <Field
            label="Hours to observe first"
            type="number"
            min={1}
            value={minHoursObserved}
            onChange={(event) => setMinHoursObserved(event.target.value)}
          />
        </fieldset>
      )}
      <div className={styles.formActions}>
        <Button type="submit" disabled={isLoading}>
          Start rollout
        </Button>
      </div>
    </form>
  );
}
