/**
 * Gathers calls made within a few milliseconds of each other and runs them as one: many
 * deliveries in flight share one database round trip instead of each paying its own. Each
 * caller still waits for (and gets) its own result, so nothing is reported done before it is.
 */
export class MicroBatch<T, R> {
  private pending: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    private readonly maxSize = 100,
    private readonly waitMs = 2,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.maxSize) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.waitMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (!batch.length) return;
    this.run(batch.map((entry) => entry.item)).then(
      (results) => batch.forEach((entry, i) => entry.resolve(results[i]!)),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  }
}
