// Synchronous CPU-heavy JavaScript (the SVG importer) run in worker threads, so the event loop that
// answers downloads and sign-ins never waits for it. A bounded number of workers, a bounded queue in
// front (503 when full), a time limit and a heap limit per call: a hostile file that would run for
// minutes or fill memory ends its own worker, never the process, and is refused.
import { Worker } from 'node:worker_threads';
import { WORKER_BOOTSTRAP, type WorkerAnswer, type WorkerCall, type WorkerReady, type WorkerSetup } from './workerBootstrap';
import { createWorkLimiter } from './workLimiter';

export interface WorkerPoolOptions {
  readonly name: string;
  /** Absolute path of the module whose exported functions the workers call: require.resolve of it. */
  readonly module: string;
  readonly size: number;
  readonly maxQueued: number;
  readonly busyMessage: string;
  /** A call still running after this long has its worker ended and is refused. */
  readonly timeLimitMs: number;
  /** Each worker's heap. */
  readonly maxHeapMb: number;
  /** A worker idle this long ends, giving its memory back; the next call starts one again. */
  readonly idleMs?: number;
}

export type WorkStoppedReason = 'timeLimit' | 'memoryLimit' | 'crashed';

/** The work was stopped from outside (not an error the called function threw). */
export class WorkStopped extends Error {
  constructor(
    readonly reason: WorkStoppedReason,
    pool: string,
    detail: string,
  ) {
    super(`${pool}: ${detail}`);
    this.name = 'WorkStopped';
  }
}

export interface WorkerPool {
  /** Calls the module's exported function in a worker; its arguments and answer are copied (structured clone). */
  call<T>(fn: string, ...args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

interface PooledWorker {
  readonly worker: Worker;
  /** Settles once the worker has loaded its module (or failed to). */
  readonly ready: Promise<void>;
  idleTimer?: NodeJS.Timeout;
}

/** Loading the module is not the call's time; compiling sources in tests can take seconds. */
const START_LIMIT_MS = 60_000;

export const createWorkerPool = (options: WorkerPoolOptions): WorkerPool => {
  const limiter = createWorkLimiter({ name: options.name, concurrency: options.size, maxQueued: options.maxQueued, busyMessage: options.busyMessage });
  const setup: WorkerSetup = {
    module: options.module,
    // Built JavaScript loads as it is; TypeScript sources (only the tests run them) are compiled as jest does.
    swc: options.module.endsWith('.ts') ? require.resolve('@swc/core') : null,
  };
  const idle: PooledWorker[] = [];
  const all = new Set<Worker>();
  let nextId = 1;

  const spawn = (): PooledWorker => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: setup, resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb } });
    // An idle worker must not keep the process (or a test run) alive.
    worker.unref();
    all.add(worker);
    worker.once('exit', () => {
      all.delete(worker);
      const at = idle.findIndex((pooled) => pooled.worker === worker);
      if (at >= 0) idle.splice(at, 1);
    });
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => void worker.terminate(), START_LIMIT_MS);
      const done = (then: () => void) => {
        clearTimeout(timer);
        worker.off('message', onReady).off('error', onError).off('exit', onExit);
        then();
      };
      const onReady = (message: Partial<WorkerReady>) => {
        if (message.ready) done(resolve);
      };
      const onError = (err: Error) => done(() => reject(new WorkStopped('crashed', options.name, `the worker did not start: ${err.message}`)));
      const onExit = (code: number) => done(() => reject(new WorkStopped('crashed', options.name, `the worker did not start (exit code ${code})`)));
      worker.on('message', onReady).on('error', onError).on('exit', onExit);
    });
    return { worker, ready };
  };

  const putBack = (pooled: PooledWorker): void => {
    pooled.idleTimer = setTimeout(() => void pooled.worker.terminate(), options.idleMs ?? 60_000).unref();
    idle.push(pooled);
  };

  const callIn = <T>(pooled: PooledWorker, fn: string, args: unknown[]): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const { worker } = pooled;
      const id = nextId++;
      const settle = (then: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        then();
      };
      const stop = (reason: WorkStoppedReason, detail: string) =>
        settle(() => {
          void worker.terminate();
          reject(new WorkStopped(reason, options.name, detail));
        });
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.id !== id) return;
        settle(() => {
          putBack(pooled);
          if (answer.ok) resolve(answer.value as T);
          else reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }));
        });
      };
      const onError = (err: Error & { code?: string }) => stop(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memoryLimit' : 'crashed', err.message);
      const onExit = (code: number) => stop('crashed', `the worker ended (exit code ${code})`);
      const timer = setTimeout(() => stop('timeLimit', `still running after ${options.timeLimitMs} ms`), options.timeLimitMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      const call: WorkerCall = { id, fn, args };
      worker.postMessage(call);
    });

  return {
    call: <T>(fn: string, ...args: unknown[]) =>
      limiter.run(async () => {
        const pooled = idle.pop() ?? spawn();
        clearTimeout(pooled.idleTimer);
        await pooled.ready;
        return callIn<T>(pooled, fn, args);
      }),
    async close() {
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
};
