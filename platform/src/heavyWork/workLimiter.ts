// At most `concurrency` pieces of one kind of heavy work at a time, and at most `maxQueued` more waiting
// their turn in arrival order. Heavy work (sharp, argon2) runs on libuv's small threadpool, which file
// reads of downloads and everything else share: left unbounded it takes every thread, and a 72-byte
// download waits minutes behind image exports (issue 16). A full queue refuses at once with a 503
// rather than letting requests pile up behind work that may take a minute.
import { ApiError } from '../http/apiError';

export interface WorkLimiterOptions {
  /** Names the kind of work in errors and stats ("image export"). */
  readonly name: string;
  readonly concurrency: number;
  readonly maxQueued: number;
  /** The 503's message when the queue is full: what is busy, and when to try again. */
  readonly busyMessage: string;
}

export interface WorkLimiterStats {
  readonly running: number;
  readonly queued: number;
}

export interface WorkLimiter {
  readonly name: string;
  readonly concurrency: number;
  /** Runs the work when a place is free; refuses with 503 ('unavailable') when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  stats(): WorkLimiterStats;
}

export const createWorkLimiter = (options: WorkLimiterOptions): WorkLimiter => {
  if (!(options.concurrency >= 1) || !(options.maxQueued >= 0)) throw new Error(`${options.name}: concurrency must be at least 1 and maxQueued at least 0`);
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = (): void => {
    const next = waiting.shift();
    // The freed place passes straight to the next in line, so a newcomer cannot jump the queue.
    if (next) next();
    else running--;
  };

  const place = (): Promise<void> => {
    if (running < options.concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= options.maxQueued) return Promise.reject(new ApiError('unavailable', options.busyMessage));
    return new Promise((resolve) => waiting.push(resolve));
  };

  return {
    name: options.name,
    concurrency: options.concurrency,
    async run(work) {
      await place();
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ running, queued: waiting.length }),
  };
};
