import type { LoggerService } from '@nestjs/common';

/**
 * Logs a failure that repeats (a stopped service answering every request with 503) once when it
 * starts, then at most once per interval with how many more there were, instead of a line and a
 * stack per request.
 */
export class RepeatedFailureLog {
  private readonly seen = new Map<string, { since: number; more: number }>();

  constructor(
    private readonly logger: LoggerService,
    private readonly intervalMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  record(kind: string, describe: () => string): void {
    const at = this.now();
    const entry = this.seen.get(kind);
    if (entry && at - entry.since < this.intervalMs) {
      entry.more++;
      return;
    }
    const more = entry?.more ? ` (and ${entry.more} more like it in the last ${Math.round((at - entry.since) / 1000)} s)` : '';
    this.logger.warn(`${describe()}${more}`, 'UpstreamFailure');
    this.seen.set(kind, { since: at, more: 0 });
  }
}
