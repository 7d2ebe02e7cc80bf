import { SharedReading } from './shared-reading.js';

/**
 * A SharedReading for each of a few keys (the periods admins ask for, say): each key's reading is
 * shared while fresh, a change (`changed()`) makes every key's next reading anew, and past
 * `maxKeys` the key asked for least recently is let go.
 */
export class SharedReadings<T> {
  private changes = 0;
  private readonly readings = new Map<string, SharedReading<T>>();

  constructor(
    private readonly freshMs: number,
    private readonly maxKeys = 16,
  ) {}

  /** Something every reading reads was changed: each key's next reading is made anew. */
  changed(): void {
    this.changes += 1;
  }

  read(key: string, take: () => Promise<T>, now = Date.now()): Promise<T> {
    const reading = this.readings.get(key) ?? new SharedReading<T>(this.freshMs, () => this.changes);
    // Asked last, so let go last.
    this.readings.delete(key);
    this.readings.set(key, reading);
    if (this.readings.size > this.maxKeys) this.readings.delete(this.readings.keys().next().value!);
    return reading.read(take, now);
  }
}
