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

/** A figure with a target it must stay under, printed beside it; one missing it says so. */
export const reportUnder = (name: string, value: number, unit: string, target: number): void => {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  const verdict = value < target ? `# target under ${target} ${unit}: met` : `# MISSED: target under ${target} ${unit}`;
  console.log(`bench ${name} ${shown} ${unit} ${verdict}`);
};
