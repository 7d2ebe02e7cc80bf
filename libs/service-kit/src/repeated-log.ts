/**
 * Logs something that repeats (a stopped service answering every request with 503, a consumer
 * setting aside message after message) once when it starts, then at most once per interval with
 * how many more there were, instead of a line per occurrence.
 */
export class RepeatedLog {
  private readonly seen = new Map<string, { since: number; more: number }>();

  constructor(
    private readonly write: (line: string) => void,
    private readonly intervalMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** `kind` tells repeats apart: keep its kinds few (a code, a consumer), as each is remembered. */
  record(kind: string, describe: () => string): void {
    const at = this.now();
    const entry = this.seen.get(kind);
    if (entry && at - entry.since < this.intervalMs) {
      entry.more++;
      return;
    }
    const more = entry?.more ? ` (and ${entry.more} more like it in the last ${Math.round((at - entry.since) / 1000)} s)` : '';
    this.write(`${describe()}${more}`);
    this.seen.set(kind, { since: at, more: 0 });
  }
}
