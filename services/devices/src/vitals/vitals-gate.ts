import type { VitalsGate } from '@storystump/contracts';

/** A version's hours on a rollout's stations: how many were observed and how many of them had no crash. */
export interface CrashFreeHours {
  tag: string;
  hours: number;
  crashFree: number;
}

export type GateVerdict = { kind: 'wait' } | { kind: 'hold' } | { kind: 'fail'; reason: string };

const percentOf = (hours: CrashFreeHours) => (hours.crashFree * 100) / hours.hours;
// Percentages are quotients: a drop exactly at the gate's limit must not fail by a rounding error.
const EPSILON = 1e-9;

/**
 * Whether a rollout's new version may go on: it waits until `minHoursObserved` of its hours are
 * seen, then holds while its crash-free hours are not more than `maxCrashFreeDrop` points below the
 * previous version's, and fails (with both figures) when they are. With no hours of a previous
 * version to compare with, it holds.
 */
export function gateVerdict(gate: VitalsGate, current: CrashFreeHours, previous: CrashFreeHours | null): GateVerdict {
  if (current.hours < gate.minHoursObserved) return { kind: 'wait' };
  if (!previous || previous.hours === 0) return { kind: 'hold' };
  const currentPercent = percentOf(current);
  const previousPercent = percentOf(previous);
  const drop = previousPercent - currentPercent;
  if (drop <= gate.maxCrashFreeDrop + EPSILON) return { kind: 'hold' };
  return {
    kind: 'fail',
    reason:
      `Crash-free hours ${currentPercent.toFixed(1)}% on ${current.tag} against ${previousPercent.toFixed(1)}% on ` +
      `${previous.tag}, a drop of ${drop.toFixed(1)} points above the gate's ${gate.maxCrashFreeDrop}`,
  };
}
