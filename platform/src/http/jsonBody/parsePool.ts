// Large JSON bodies are parsed in worker threads (heavyWork's worker pool), so that parsing megabytes
// never holds the event loop that serves everyone else (a 32 MB body takes JSON.parse a few hundred
// milliseconds). The pool bounds it all: a fixed number of workers, each with a heap limit (a body that
// would need more ends its worker and is refused as too large; the process never runs out of heap), a
// time limit, and a bounded queue, past which a body is refused at once as "busy" rather than held.
import os from 'node:os';
import { ApiError } from '../apiError';
import { createWorkerPool, WorkStopped } from '../../heavyWork/workerPool';
import type { GuardedJson, JsonLimits } from './guardedJson';

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

export const PARSER_BUSY = 'The server is busy reading other large requests; try again in a moment.';
/** Far above what the largest body allowed takes to parse (well under a second). */
const PARSE_TIME_LIMIT_MS = 20_000;

export const createJsonParsePool = (options: JsonParsePoolOptions = {}): JsonParsePool => {
  const pool = createWorkerPool({
    name: 'JSON parse',
    module: require.resolve('./guardedJson'),
    size: options.workers ?? (os.availableParallelism() <= 2 ? 1 : 2),
    maxQueued: options.maxQueued ?? 8,
    busyMessage: PARSER_BUSY,
    timeLimitMs: PARSE_TIME_LIMIT_MS,
    maxHeapMb: options.workerHeapMb ?? 512,
  });
  return {
    async parse(bytes, limits) {
      try {
        return await pool.call<GuardedJson>('parseGuardedJson', bytes, limits);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'unavailable') return { ok: false, refusal: 'busy', path: '_' };
        if (err instanceof WorkStopped) return { ok: false, refusal: 'tooLarge', path: '_' };
        throw err;
      }
    },
    close: () => pool.close(),
  };
};
