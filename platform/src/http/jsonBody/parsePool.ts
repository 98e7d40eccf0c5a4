// Large JSON bodies are parsed in worker threads, so that parsing megabytes never holds the event loop
// that serves everyone else (a 32 MB body takes JSON.parse a few hundred milliseconds). The pool is
// bounded twice: a fixed number of workers, each with a heap limit (a body that would need more kills
// its worker, which is replaced, and is refused as too large; the process itself never runs out of
// heap), and a bounded queue: past it a body is refused at once as "busy" rather than held in memory.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseGuardedJson, type GuardedJson, type JsonLimits } from './guardedJson';

export type PooledParse = GuardedJson | { readonly ok: false; readonly refusal: 'busy' | 'tooLarge'; readonly path: '_' };

export interface JsonParsePool {
  parse(bytes: Buffer, limits: JsonLimits): Promise<PooledParse>;
  close(): Promise<void>;
}

export interface JsonParsePoolOptions {
  /** Worker threads (1 on a machine of up to 2 cores, else 2). */
  readonly workers?: number;
  /** Bodies waiting for a worker before new ones are refused as busy. */
  readonly maxQueued?: number;
  /** Heap of each worker, MB: several times the largest body, since parsed JSON takes more room than its text. */
  readonly workerHeapMb?: number;
}

// The worker runs the same function as the event loop does for small bodies: its source, not a file,
// so the worker needs no separate build output (and runs alike from the sources under test).
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
${parseGuardedJson.toString()}
parentPort.on('message', ({ bytes, limits }) => parentPort.postMessage(parseGuardedJson(bytes, limits)));
`;

interface Job {
  readonly bytes: Buffer;
  readonly limits: JsonLimits;
  readonly resolve: (outcome: PooledParse) => void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
}

export const createJsonParsePool = (options: JsonParsePoolOptions = {}): JsonParsePool => {
  const size = options.workers ?? (os.availableParallelism() <= 2 ? 1 : 2);
  const maxQueued = options.maxQueued ?? 8;
  const heapMb = options.workerHeapMb ?? 512;
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, job: null }));
  const queue: Job[] = [];
  let closed = false;

  const finish = (slot: Slot, outcome: PooledParse) => {
    const job = slot.job;
    slot.job = null;
    job?.resolve(outcome);
    next();
  };

  const start = (slot: Slot): Worker => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    // An idle pool must not keep a stopping process alive.
    worker.unref();
    worker.on('message', (outcome: GuardedJson) => finish(slot, outcome));
    // A worker that dies (out of heap on a hostile body) takes only its own job with it.
    const replace = () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      finish(slot, { ok: false, refusal: 'tooLarge', path: '_' });
    };
    worker.on('error', replace);
    worker.on('exit', replace);
    return worker;
  };

  const next = () => {
    if (closed) return;
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker ??= start(slot);
      // The bytes are moved, not copied: the request no longer needs them.
      const bytes = new Uint8Array(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
      const whole = job.bytes.byteOffset === 0 && job.bytes.byteLength === job.bytes.buffer.byteLength;
      slot.worker.postMessage({ bytes, limits: job.limits }, whole ? [job.bytes.buffer as ArrayBuffer] : []);
    }
  };

  return {
    parse: (bytes, limits) => new Promise<PooledParse>((resolve) => {
      if (closed || queue.length >= maxQueued) {
        resolve({ ok: false, refusal: 'busy', path: '_' });
        return;
      }
      queue.push({ bytes, limits, resolve });
      next();
    }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve({ ok: false, refusal: 'busy', path: '_' });
      await Promise.all(slots.map(async (slot) => {
        const worker = slot.worker;
        slot.worker = null;
        if (slot.job) finish(slot, { ok: false, refusal: 'busy', path: '_' });
        if (worker) await worker.terminate();
      }));
    },
  };
};
