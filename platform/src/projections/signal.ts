// A reusable wake-up: sleepers resolve early when it fires, so a worker polls on a timer but reacts
// at once to an append hint, a stop, or (for waitForPosition) a projection's progress.
export class Signal {
  private waiters = new Set<() => void>();

  fire(): void {
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiting) wake();
  }

  /** Resolves after ms, or earlier when the signal fires. */
  wait(ms: number): Promise<void> {
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
