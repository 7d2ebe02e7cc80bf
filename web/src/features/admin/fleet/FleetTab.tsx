import { useState } from 'react';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { reportOutcome } from '../report-outcome';
import { useVersionsQuery } from '../versions/versions.api';
import { FleetConfig } from '../config/FleetConfig';
import { DriftingClocks } from './clocks/DriftingClocks';
import { MissingStoryPacks } from './story-packs/MissingStoryPacks';
import { CreateRolloutForm } from './CreateRolloutForm';
import { FieldReports } from './FieldReports';
import { useChangeRolloutMutation, useFleetQuery, useRolloutsQuery, useVersionVitalsQuery } from './fleet.api';
import { FleetMap } from './FleetMap';
import { RolloutCard } from './RolloutCard';
import { VersionsChart } from './VersionsChart';
import { VitalsChart } from './vitals/VitalsChart';
import { vitalsComparison } from './vitals/vitals-comparison';
import styles from './Fleet.module.css';
import { formatCount } from '../../../ui/numbers';

/** How often the fleet's figures and the rollouts are asked again while the tab is open. */
const REFRESH_MS = 5000;
const VITALS_REFRESH_MS = 60_000;

const CARDS = [
  ['stations', 'Stations'],
  ['online', 'Online'],
  ['silent', 'Silent'],
  ['never', 'Never seen'],
  ['lowBattery', 'Low battery'],
] as const;

export function FleetTab() {
  const fleet = useFleetQuery(undefined, { pollingInterval: REFRESH_MS });
  const rollouts = useRolloutsQuery(undefined, { pollingInterval: REFRESH_MS });
  const versions = useVersionsQuery();
  // A week of every station's hours is a heavier read than the figures, and its hours fill slowly.
  const vitals = useVersionVitalsQuery(undefined, { pollingInterval: VITALS_REFRESH_MS });
  const [change] = useChangeRolloutMutation();
  const [status, setStatus] = useState<Status | null>(null);
  const figures = fleet.data;
  const comparison = vitalsComparison(vitals.data ?? [], rollouts.data ?? []);

  return (
    <section aria-label="Fleet">
      <h2>Fleet</h2>
      {fleet.isError && <p role="alert">Failed to load the fleet.</p>}
      {figures && (
        <div className={styles.cards}>
          {CARDS.map(([key, label]) => (
            <div key={key} className={styles.card} data-testid={`fleet-${key}`}>
              <strong>{formatCount(figures[key])}</strong>
              {label}
            </div>
          ))}
        </div>
      )}
      <FleetMap marks={figures?.marks} />
      <FieldReports refreshMs={REFRESH_MS} />
      <DriftingClocks refreshMs={REFRESH_MS} />
      <MissingStoryPacks refreshMs={REFRESH_MS} />
      <h3>Running versions</h3>
      {figures && <VersionsChart versions={figures.versions} />}
      <h3>Version vitals (last 7 days)</h3>
      {vitals.isError && <p role="alert">Failed to load the versions' vitals.</p>}
      {comparison ? <VitalsChart {...comparison} /> : vitals.data && <p>No stump has called in over the last 7 days.</p>}
      <FleetConfig />
      <h3>Rollouts</h3>
      <StatusMessage status={status} />
      <CreateRolloutForm
        versions={versions.data ?? []}
        runningVersions={figures?.versions.map((version) => version.tag) ?? []}
        report={setStatus}
      />
      {rollouts.isLoading && <p role="status">Loading...</p>}
      {rollouts.data?.length === 0 && <p>No rollout yet.</p>}
      {rollouts.data?.map((rollout) => (
        <RolloutCard
          key={rollout._id}
          rollout={rollout}
          onChange={(verb) =>
            void reportOutcome(
              setStatus,
              () => change({ id: rollout._id, change: verb }).unwrap(),
              `Rollout of ${rollout.tag}: ${verb === 'cancel' ? 'cancelled' : `${verb}d`}.`,
              'Could not change the rollout.',
            )
          }
        />
      ))}
    </section>
  );
}
