import { z } from 'zod';
import { checkedRange, rangeFields, withDefaultDays } from './date-range.js';
import { wholeNumber } from './fields.js';

/** The days (UTC, both included) the vitals are counted over; the last 7 by default. */
export const VersionVitalsQuery = checkedRange(z.object(rangeFields).transform(withDefaultDays));
export type VersionVitalsQuery = z.infer<typeof VersionVitalsQuery>;

/** How one firmware version ran over a period, from its stumps' heartbeats and visits. */
export const VersionVitals = z.object({
  tag: z.string(),
  /** Stations that ran it in the period. */
  stations: z.number().int(),
  /** Hours observed running it, summed over its stations: the time between heartbeats on it, at most 10 minutes each. */
  hoursObserved: z.number(),
  /** The share of those hours expected to have no crash or watchdog reboot, in percent: 100 × e^(−crashes / hours). */
  crashFreeHoursPercent: z.number(),
  /** Battery percentage points lost per 24 hours observed (falls between heartbeats; charging is not counted). */
  batteryDrainPerDay: z.number(),
  /** NFC read errors per hundred visits recorded at its stations while they ran it; null without visits. */
  nfcErrorsPer100Visits: z.number().nullable(),
});
export type VersionVitals = z.infer<typeof VersionVitals>;

/**
 * A rollout's guard on its version's health: its crash-free hours may not fall more than
 * `maxCrashFreeDrop` points below the previous version's, judged once `minHoursObserved` hours are seen.
 */
export const VitalsGate = z.object({
  maxCrashFreeDrop: z
    .number({ error: 'must be a number of percentage points from 0 to 100' })
    .min(0, 'must be a number of percentage points from 0 to 100')
    .max(100, 'must be a number of percentage points from 0 to 100'),
  minHoursObserved: wholeNumber(1, 1_000_000),
});
export type VitalsGate = z.infer<typeof VitalsGate>;
