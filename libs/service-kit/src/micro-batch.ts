export interface MicroBatchOptions<T> {
  /** Items a batch holds at most. */
  maxSize?: number;
  /** How long the first item waits for others: 0 (the default) is until the end of the event loop's turn. */
  waitMs?: number;
  /** Batches running at once; items arriving meanwhile wait and go together once one is done. */
  maxInFlight?: number;
  /** An item's weight (its size in a message, say), and the most a batch may weigh; a batch always takes one item. */
  weight?: (item: T) => number;
  maxWeight?: number;
}

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers calls made at about the same moment and runs them as one: many callers in flight share
 * one round trip (to the database, to JetStream) instead of each paying its own. Each caller still
 * waits for (and gets) its own result, so nothing is reported done before it is. With a limit on
 * batches in flight, the busier the callers, the more each batch takes.
 */
export class MicroBatch<T, R> {
  private pending: Pending<T, R>[] = [];
  private scheduled = false;
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;
  private readonly options: Required<Omit<MicroBatchOptions<T>, 'weight'>> & Pick<MicroBatchOptions<T>, 'weight'>;

  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    { maxSize = 100, waitMs = 0, maxInFlight = Infinity, weight, maxWeight = Infinity }: MicroBatchOptions<T> = {},
  ) {
    this.options = { maxSize, waitMs, maxInFlight, weight, maxWeight };
  }

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.options.maxSize) this.flush();
      else this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const flush = () => this.flush();
    if (this.options.waitMs > 0) this.timer = setTimeout(flush, this.options.waitMs);
    else setImmediate(flush);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.scheduled = false;
    while (this.pending.length && this.inFlight < this.options.maxInFlight) {
      const batch = this.pending.splice(0, this.nextSize());
      this.inFlight += 1;
      void this.run(batch.map((entry) => entry.item))
        .then(
          (results) => batch.forEach((entry, i) => entry.resolve(results[i]!)),
          (error: unknown) => batch.forEach((entry) => entry.reject(error)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.flush();
        });
    }
  }

  /** How many of the pending items the next batch takes, within its size and weight. */
  private nextSize(): number {
    const { maxSize, weight, maxWeight } = this.options;
    if (!weight) return maxSize;
    let total = 0;
    let count = 0;
    while (count < this.pending.length && count < maxSize) {
      total += weight(this.pending[count]!.item);
      if (count > 0 && total > maxWeight) break;
      count += 1;
    }
    return count;
  }
}
