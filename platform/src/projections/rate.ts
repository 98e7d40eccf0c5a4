// Events per second over a short sliding window, for status() and /metrics.
const WINDOW_MS = 5_000;

export class RateMeter {
  private samples: { at: number; count: number }[] = [];

  record(count: number, at = Date.now()): void {
    this.samples.push({ at, count });
    this.prune(at);
  }

  perSecond(now = Date.now()): number {
    this.prune(now);
    const total = this.samples.reduce((sum, s) => sum + s.count, 0);
    return Math.round((total * 1000) / WINDOW_MS);
  }

  private prune(now: number): void {
    while (this.samples.length && this.samples[0]!.at < now - WINDOW_MS) this.samples.shift();
  }
}
