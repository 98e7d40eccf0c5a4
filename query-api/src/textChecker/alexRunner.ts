// Runs alex off the request thread, one text at a time: checking 20,000 characters takes about two
// seconds of CPU, which on the API's own thread would stall every other caller. The queue is bounded
// overall and per caller, so one caller typing fast cannot fill it (docs/decisions/spelling.md).
import { Worker } from 'node:worker_threads';
import { ApiError } from '@wb/platform';
import { ALEX_WORKER_SOURCE } from './alexWorkerSource';
import type { AlexFinding } from './rules';

export const TextCheckerMessages = {
  busy: 'The text checker is busy. Try again in a moment.',
} as const;

export interface AlexRunnerOptions {
  /** Checks waiting or running at once, all callers together. */
  readonly maxQueued: number;
  /** Checks one caller may have waiting or running. */
  readonly maxQueuedPerCaller: number;
  /** A check taking longer ends its thread (a new one starts for the next check). */
  readonly timeoutMs: number;
}

interface Job {
  readonly id: number;
  readonly caller: number;
  readonly text: string;
  readonly resolve: (findings: AlexFinding[]) => void;
  readonly reject: (e: Error) => void;
}

type Reply = { id: number; findings: AlexFinding[] } | { id: number; error: string };

const busy = (): ApiError => new ApiError('rateLimited', TextCheckerMessages.busy);

export const alexRunner = (options: AlexRunnerOptions) => {
  const queue: Job[] = [];
  let running: { job: Job; timer: NodeJS.Timeout } | null = null;
  let worker: Worker | null = null;
  let nextID = 1;

  const finish = (outcome: { findings: AlexFinding[] } | { error: Error }): void => {
    if (!running) return;
    const { job, timer } = running;
    clearTimeout(timer);
    running = null;
    if ('findings' in outcome) job.resolve(outcome.findings);
    else job.reject(outcome.error);
    startNext();
  };

  const threadOf = (): Worker => {
    if (worker) return worker;
    const started = new Worker(ALEX_WORKER_SOURCE, { eval: true, workerData: { alexEntry: require.resolve('alex') } });
    // An idle checker never keeps the process alive.
    started.unref();
    started.on('message', (reply: Reply) => {
      if (running?.job.id !== reply.id) return;
      finish('findings' in reply ? { findings: reply.findings } : { error: new Error(reply.error) });
    });
    started.on('error', (e) => {
      worker = null;
      finish({ error: e });
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
    });
    worker = started;
    return started;
  };

  const startNext = (): void => {
    const job = queue.shift();
    if (!job) return;
    const timer = setTimeout(() => {
      // A thread stuck on one text is ended; the caller hears the checker is busy.
      const stuck = worker;
      worker = null;
      void stuck?.terminate();
      finish({ error: busy() });
    }, options.timeoutMs);
    running = { job, timer };
    threadOf().postMessage({ id: job.id, text: job.text });
  };

  const check = (caller: number, text: string): Promise<AlexFinding[]> =>
    new Promise((resolve, reject) => {
      const mine = queue.filter((j) => j.caller === caller).length + (running?.job.caller === caller ? 1 : 0);
      if (queue.length + (running ? 1 : 0) >= options.maxQueued || mine >= options.maxQueuedPerCaller) {
        reject(busy());
        return;
      }
      queue.push({ id: nextID++, caller, text, resolve, reject });
      if (!running) startNext();
    });

  const stop = async (): Promise<void> => {
    const stopping = worker;
    worker = null;
    await stopping?.terminate();
  };

  return { check, stop };
};
