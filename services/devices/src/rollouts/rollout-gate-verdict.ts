import type { EntityManager } from 'typeorm';
import type { VersionVitalsService } from '../vitals/version-vitals.service.js';
import { gateVerdict, type GateVerdict } from '../vitals/vitals-gate.js';
import type { RolloutEntity } from './rollout.entity.js';

/** A gated rollout's vitals gate now: its version's crash-free hours on its stations against the previous version's. */
export async function rolloutGateVerdict(
  vitals: VersionVitalsService,
  tx: EntityManager,
  rollout: RolloutEntity,
): Promise<GateVerdict> {
  const gate = rollout.vitalsGate!;
  const tags = rollout.previousTag ? [rollout.tag, rollout.previousTag] : [rollout.tag];
  const hours = await vitals.crashesOfRollout(tx, rollout.id, rollout.createdAt, tags);
  const current = hours.get(rollout.tag) ?? { tag: rollout.tag, hours: 0, crashes: 0 };
  return gateVerdict(gate, current, rollout.previousTag ? (hours.get(rollout.previousTag) ?? null) : null);
}
