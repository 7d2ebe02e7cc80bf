import { CLOCK_DRIFT_TOLERANCE_MS } from '@storystump/contracts';
import { MAX_INTEGER } from '@storystump/service-kit';

export interface ClockReading {
  /** How far the stump's clock was behind the platform's when it sent the batch (negative: ahead). */
  offsetMs: number;
  /** What its visits' times are moved by: the offset when it exceeds the tolerance, otherwise nothing. */
  shiftMs: number;
}

/** The stump's clock against the platform's, from the `sentAt` it read when sending; null when it did not say. */
export function readClock(sentAt: string | undefined, receivedAt: Date): ClockReading | null {
  if (sentAt === undefined) return null;
  const offsetMs = receivedAt.getTime() - Date.parse(sentAt);
  return { offsetMs, shiftMs: Math.abs(offsetMs) > CLOCK_DRIFT_TOLERANCE_MS ? offsetMs : 0 };
}

/** A visit's time as the platform's clock would have read it, and the stump's own reading when it was moved. */
export function correctedTime(occurredAt: string, clock: ClockReading | null): { occurredAt: string; reportedAt: string | null } {
  if (!clock?.shiftMs) return { occurredAt, reportedAt: null };
  return { occurredAt: new Date(Date.parse(occurredAt) + clock.shiftMs).toISOString(), reportedAt: occurredAt };
}

/** An offset in whole seconds, as the database keeps it (a clock reset to 1970 still fits). */
export const inSeconds = (ms: number): number => Math.max(-MAX_INTEGER, Math.min(MAX_INTEGER, Math.round(ms / 1000)));
