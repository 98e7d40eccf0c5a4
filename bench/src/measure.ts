// Timing helpers: each case runs its workers for a warm-up, then counts for a fixed time.
export const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1000);
export const MEASURE_MS = Number(process.env.BENCH_MEASURE_MS ?? 5000);

export interface Rate {
  readonly perSecond: number;
  readonly operations: number;
}

/**
 * Runs `workers` loops of `step` (each returns how many items it handled) for the warm-up and then the
 * measured time; returns items per second over the measured window only.
 */
export const runFor = async (
  workers: number,
  step: (worker: number, measuring: () => boolean) => Promise<number>,
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
  await sleep(WARMUP_MS);
  counting = true;
  const start = process.hrtime.bigint();
  await sleep(MEASURE_MS);
  counting = false;
  const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  stop = true;
  await Promise.all(loops);
  return { perSecond: (counted * 1000) / elapsedMs, operations: counted };
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** One figure per line: `bench <case> <value> <unit>`. */
export const report = (name: string, value: number, unit: string): void => {
  const shown = unit === 'ratio' ? value.toFixed(3) : Number.isInteger(value) ? String(value) : value.toFixed(1);
  console.log(`bench ${name} ${shown} ${unit}`);
};
