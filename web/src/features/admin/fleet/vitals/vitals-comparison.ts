import type { RolloutView, VersionVitals } from '@storystump/contracts';

export interface VitalsComparison {
  current: VersionVitals;
  previous: VersionVitals | null;
}

/**
 * The two versions whose vitals are set side by side: the newest rollout's version and the one its
 * stations ran before, once both have been seen; otherwise the two run on the most stations.
 */
export function vitalsComparison(vitals: readonly VersionVitals[], rollouts: readonly RolloutView[]): VitalsComparison | null {
  const byTag = new Map(vitals.map((version) => [version.tag, version]));
  for (const rollout of rollouts) {
    const current = byTag.get(rollout.tag);
    const previous = rollout.previousTag ? byTag.get(rollout.previousTag) : undefined;
    if (current && previous) return { current, previous };
  }
  const [current, previous] = vitals;
  return current ? { current, previous: previous ?? null } : null;
}
