/**
 * Every request the load made: what kind it was, when it started and ended (ms on the load's clock),
 * and how it ended (a status, or `timeout` / `refused` when no answer came).
 */
export class RequestLog {
  entries = [];

  add(kind, started, ended, outcome) {
    this.entries.push({ kind, started, ended, outcome, ok: typeof outcome === 'number' && outcome < 400 });
  }

  /** The requests that started in [from, to). */
  between(from, to) {
    return this.entries.filter((entry) => entry.started >= from && entry.started < to);
  }
}
