import type { RolloutStationState, RolloutSummary, RolloutView } from '@storystump/contracts';
import type { RolloutEntity } from './rollout.entity.js';

export interface RolloutStationRow {
  rollout_id: string;
  station_id: string;
  base_id: string;
  phase: number;
  state: RolloutStationState;
}

export const toRolloutSummary = (rollout: RolloutEntity): RolloutSummary => ({
  _id: rollout.id,
  versionId: rollout.versionId,
  tag: rollout.tag,
  status: rollout.status,
  phase: rollout.phase,
  phases: rollout.phases.map(Number),
  failureThreshold: rollout.failureThreshold,
  minSample: rollout.minSample,
  counts: {
    pending: rollout.pending,
    downloading: rollout.downloading,
    installing: rollout.installing,
    success: rollout.success,
    failure: rollout.failure,
  },
  filter: rollout.filter ?? null,
  vitalsGate: rollout.vitalsGate ?? null,
  previousTag: rollout.previousTag ?? null,
  ...(rollout.haltReason ? { haltReason: rollout.haltReason } : {}),
  createdAt: rollout.createdAt.toISOString(),
  updatedAt: rollout.updatedAt.toISOString(),
});

export const toRolloutView = (rollout: RolloutEntity, stations: readonly RolloutStationRow[]): RolloutView => ({
  ...toRolloutSummary(rollout),
  target: rollout.target,
  stations: stations.map((station) => ({
    baseStationId: station.station_id,
    base_id: station.base_id,
    phase: station.phase,
    state: station.state,
  })),
});
