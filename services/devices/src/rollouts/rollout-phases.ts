import type { RolloutCounts } from '@storystump/contracts';

/** How many stations of the rollout's order each phase reaches: ⌈target × percent / 100⌉. */
export const phaseReach = (target: number, phases: readonly number[]): number[] =>
  phases.map((percent) => Math.ceil((target * percent) / 100));

/** The phase that first reaches the station at `position` (from 0) of the rollout's order. */
export function phaseOfPosition(position: number, reach: readonly number[]): number {
  const phase = reach.findIndex((stations) => position < stations);
  return phase === -1 ? reach.length - 1 : phase;
}

/** A fixed random order of the target: each station's position, Fisher–Yates with `random` in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export interface RolloutProgress {
  phase: number;
  phases: readonly number[];
  target: number;
  failureThreshold: number;
  minSample: number;
  counts: RolloutCounts;
}

export type RolloutStep =
  { kind: 'stay' } | { kind: 'advance'; phase: number } | { kind: 'complete' } | { kind: 'halt'; reason: string };

/**
 * What a running rollout does after a report. It halts once at least `minSample` stations have
 * finished (success or failure) and more than `failureThreshold` percent of them failed; otherwise,
 * once every station its phase reaches has finished, it goes on to the next phase or completes.
 */
export function nextStep(progress: RolloutProgress): RolloutStep {
  const { success, failure } = progress.counts;
  const finished = success + failure;
  if (finished >= progress.minSample && failure * 100 > progress.failureThreshold * finished) {
    const percent = Math.round((failure * 1000) / finished) / 10;
    return {
      kind: 'halt',
      reason: `${failure} of ${finished} stations failed to update (${percent}%), above the threshold of ${progress.failureThreshold}%`,
    };
  }
  const reach = phaseReach(progress.target, progress.phases);
  if (finished < reach[progress.phase]!) return { kind: 'stay' };
  if (progress.phase >= progress.phases.length - 1) return { kind: 'complete' };
  return { kind: 'advance', phase: progress.phase + 1 };
}
