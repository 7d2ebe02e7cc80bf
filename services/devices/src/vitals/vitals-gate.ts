import type { VitalsGate } from '@storystump/contracts';

/** A version's hours observed (time between heartbeats, summed over stations) and the crashes seen in them. */
export interface ObservedCrashes {
  tag: string;
  hours: number;
  crashes: number;
}

export type GateVerdict = { kind: 'wait' } | { kind: 'hold' } | { kind: 'fail'; reason: string };

/**
 * The share of the hours observed expected to have no crash, given the crashes seen: 100 × e^(−crashes / hours).
 * With rare crashes it is the share of whole hours without one, and it does not depend on where hours start
 * (a version seen over partial hours is not made to look healthier). No crash in no time is 100.
 */
export function crashFreePercent({ hours, crashes }: ObservedCrashes): number {
  return crashes === 0 ? 100 : 100 * Math.exp(-crashes / hours);
}

// Percentages are computed: a drop exactly at the gate's limit must not fail by a rounding error.
const EPSILON = 1e-9;

/**
 * Whether a rollout's new version may go on: it waits until `minHoursObserved` of its hours are
 * observed, then holds while its crash-free hours are not more than `maxCrashFreeDrop` points below the
 * previous version's, and fails (with both figures) when they are. With no hours of a previous
 * version to compare with, it holds.
 */
export function gateVerdict(gate: VitalsGate, current: ObservedCrashes, previous: ObservedCrashes | null): GateVerdict {
  if (current.hours < gate.minHoursObserved) return { kind: 'wait' };
  if (!previous || previous.hours === 0) return { kind: 'hold' };
  const currentPercent = crashFreePercent(current);
  const previousPercent = crashFreePercent(previous);
  const drop = previousPercent - currentPercent;
  if (drop <= gate.maxCrashFreeDrop + EPSILON) return { kind: 'hold' };
  return {
    kind: 'fail',
    reason:
      `Crash-free hours ${currentPercent.toFixed(1)}% on ${current.tag} against ${previousPercent.toFixed(1)}% on ` +
      `${previous.tag}, a drop of ${drop.toFixed(1)} points above the gate's ${gate.maxCrashFreeDrop}`,
  };
}
