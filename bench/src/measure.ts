// Timing helpers: each case runs its workers for a warm-up, then counts for a fixed time.
export const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1000);
export const MEASURE_MS = Number(process.env.BENCH_MEASURE_MS ?? 5000);

export interface Rate {
  readonly perSecond: number;
  readonly operations: number;
  readonly elapsedMs: number;
}

/**
 * Runs `workers` loops of `step` (each returns how many items it handled) for the warm-up and then the
 * measured time; returns items per second over the measured window only.
 */
export const runFor = async (
  workers: number,
  step: (worker: number, measuring: () => boolean) => Promise<number>,
  timing: { warmupMs: number; measureMs: number } = { warmupMs: WARMUP_MS, measureMs: MEASURE_MS },
): Promise<Rate> => {
  let counting = false;
  let counted = 0;
  let stop = false;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    while (!stop) {
      const items = await step(worker, () => counting);
      if (counting) counted += items;
    }
  });
  await sleep(timing.warmupMs);
  counting = true;
  const start = process.hrtime.bigint();
  await sleep(timing.measureMs);
  counting = false;
  const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  stop = true;
  await Promise.all(loops);
  return { perSecond: (counted * 1000) / elapsedMs, operations: counted, elapsedMs };
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** One figure per line: `bench <case> <value> <unit>`. */
export const report = (name: string, value: number, unit: string): void => {
  const shown = unit === 'ratio' ? value.toFixed(3) : Number.isInteger(value) ? String(value) : value.toFixed(1);
  console.log(`bench ${name} ${shown} ${unit}`);
};

/** Rounds of a paired comparison: the two sides take turns, so a machine that slows down midway slows both. */
export const PAIRED_ROUNDS = Number(process.env.BENCH_PAIRED_ROUNDS ?? 10);
/** Each side's measured time per round. */
export const PAIRED_WINDOW_MS = Number(process.env.BENCH_PAIRED_WINDOW_MS ?? 1000);

/**
 * Runs `ours` and `baseline` in alternating rounds (each round a warm-up and a measured window of
 * PAIRED_WINDOW_MS) and returns both rates over all rounds. Other load on a shared machine
 * then shifts both figures alike instead of whichever side happened to run during it.
 */
export const runPaired = async (workers: number, ours: (worker: number) => Promise<number>, baseline: (worker: number) => Promise<number>): Promise<{ ours: Rate; baseline: Rate }> => {
  const total = { ours: { items: 0, ms: 0 }, baseline: { items: 0, ms: 0 } };
  for (let round = 0; round < PAIRED_ROUNDS; round += 1) {
    for (const side of ['ours', 'baseline'] as const) {
      const rate = await runFor(workers, side === 'ours' ? ours : baseline, { warmupMs: round === 0 ? WARMUP_MS : WARMUP_MS / 4, measureMs: PAIRED_WINDOW_MS });
      total[side].items += rate.operations;
      total[side].ms += rate.elapsedMs;
    }
  }
  const rateOf = (t: { items: number; ms: number }): Rate => ({ perSecond: (t.items * 1000) / t.ms, operations: t.items, elapsedMs: t.ms });
  return { ours: rateOf(total.ours), baseline: rateOf(total.baseline) };
};
