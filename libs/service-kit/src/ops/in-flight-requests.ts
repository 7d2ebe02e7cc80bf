/** The requests a process is answering right now, so shutdown can wait for exactly those. */
export class InFlightRequests {
  private count = 0;
  private idle: Array<() => void> = [];

  /** Counts one request in; the function returned counts it out (once, however often called). */
  start(): () => void {
    this.count++;
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      if (--this.count === 0) for (const resolve of this.idle.splice(0)) resolve();
    };
  }

  /** Resolves when none is in flight, or after `limitMs` whatever is left. */
  settled(limitMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, limitMs);
      this.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
