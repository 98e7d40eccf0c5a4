// A reusable wake-up: sleepers resolve early when it fires, so a worker polls on a timer but reacts
// at once to an append hint, a stop, or (for waitForPosition) a projection's progress.
export class Signal {
  private waiters = new Set<() => void>();
  /** Counts the fires, so that a fire between a look and the wait after it is not missed. */
  generation = 0;

  fire(): void {
    this.generation += 1;
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiting) wake();
  }

  /**
   * Resolves after ms, or earlier when the signal fires. Given the generation read before the caller
   * last looked, it resolves at once if the signal fired since.
   */
  wait(ms: number, seenGeneration?: number): Promise<void> {
    if (seenGeneration !== undefined && seenGeneration !== this.generation) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }
}
