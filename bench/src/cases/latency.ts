// Latency figures of the HTTP cases: samples taken inside measure.ts's measured window only.
export class Latencies {
  private readonly samples: number[] = [];

  add(ms: number): void {
    this.samples.push(ms);
  }

  get count(): number {
    return this.samples.length;
  }

  /** Nearest-rank percentile (p in 0..100) in ms; NaN without samples. */
  percentile(p: number): number {
    if (this.samples.length === 0) return Number.NaN;
    const sorted = [...this.samples].sort((a, b) => a - b);
    const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
    return sorted[rank - 1]!;
  }
}

export const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;
