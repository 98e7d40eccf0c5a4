// Users at a person's pace: each user starts a step every `periodMs` (spec 000 section 9: search is
// debounced by 500 ms, so a typing user sends at most one search per 500 ms), whatever the last one
// took. A latency counts from when the step was due, not from when it was sent, so a slow answer that
// delays the next step is counted in full (no coordinated omission). Compare runFor in measure.ts,
// where users send their next request the moment the last one is answered: that measures how much
// the server can take (saturation), not what 50 people see.
import { sleep, MEASURE_MS, WARMUP_MS } from '../measure';
import { nowMs } from './latency';

export interface PacedRun {
  /** Steps per second that started in the measured window. */
  readonly stepsPerSecond: number;
  readonly elapsedMs: number;
}

/**
 * Runs `step(user, dueAt, measuring)` for every user every `periodMs`, the users' first steps spread
 * over one period; `measuring` says whether the step was due inside the measured window.
 */
export const runPaced = async (
  users: number,
  periodMs: number,
  step: (user: number, dueAt: number, measuring: boolean) => Promise<void>,
  timing: { warmupMs: number; measureMs: number } = { warmupMs: WARMUP_MS, measureMs: MEASURE_MS },
): Promise<PacedRun> => {
  const start = nowMs();
  const measureFrom = start + timing.warmupMs;
  const measureTo = measureFrom + timing.measureMs;
  let measured = 0;
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let due = start + (periodMs * user) / users; due < measureTo; due += periodMs) {
        const wait = due - nowMs();
        if (wait > 0) await sleep(wait);
        const measuring = due >= measureFrom;
        if (measuring) measured += 1;
        await step(user, due, measuring);
      }
    }),
  );
  return { stepsPerSecond: (measured * 1000) / timing.measureMs, elapsedMs: timing.measureMs };
};
