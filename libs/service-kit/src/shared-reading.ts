/**
 * A reading of the whole of something large (a count over every station, say), made once and
 * shared: everyone asking while it is being read waits for that reading, and a finished one is
 * answered again until it is `freshMs` old or a change is reported (`changed()`, or one of the
 * changes it follows). A reading that failed is not kept. Changes made elsewhere (another process)
 * show within `freshMs`.
 */
export class SharedReading<T> {
  private changes = 0;
  private last?: { version: number; startedAt: number; value: Promise<T> };

  constructor(
    private readonly freshMs: number,
    private readonly follows: () => number = () => 0,
  ) {}

  /** Something it reads was changed: the next reading is made anew. */
  changed(): void {
    this.changes += 1;
  }

  /** How many changes it has been told of, its own and those it follows. */
  get version(): number {
    return this.changes + this.follows();
  }

  read(take: () => Promise<T>, now = Date.now()): Promise<T> {
    const last = this.last;
    if (last && last.version === this.version && now - last.startedAt < this.freshMs) return last.value;
    const entry = { version: this.version, startedAt: now, value: take() };
    this.last = entry;
    entry.value.catch(() => {
      if (this.last === entry) this.last = undefined;
    });
    return entry.value;
  }
}
