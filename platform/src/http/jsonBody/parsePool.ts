// Large JSON bodies are parsed and checked against their call's schema in worker threads (heavyWork's
// worker pool), so that neither holds the event loop that serves everyone else (a 16 MB scene takes
// zod over a second). The pool bounds it all: a fixed number of workers, each with a heap limit (a body that
// would need more ends its worker and is refused as too large; the process never runs out of heap), a
// time limit, and a bounded queue, past which a body is refused at once as "busy" rather than held.
import os from 'node:os';
import { ApiError } from '../apiError';
import { createWorkerPool, WorkStopped } from '../../heavyWork/workerPool';
import type { JsonLimits } from './guardedJson';
import type { ParsedBody } from './parseAndValidate';

export type PooledParse = ParsedBody | { readonly ok: false; readonly refusal: 'busy' | 'tooLarge'; readonly path: '_' };

export interface JsonParsePool {
  /** Parses under the limits and, given the call's path, checks the body against its input schema. */
  parse(bytes: Buffer, limits: JsonLimits, callPath?: string | null): Promise<PooledParse>;
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
    module: require.resolve('./parseAndValidate'),
    size: options.workers ?? (os.availableParallelism() <= 2 ? 1 : 2),
    maxQueued: options.maxQueued ?? 8,
    busyMessage: PARSER_BUSY,
    timeLimitMs: PARSE_TIME_LIMIT_MS,
    maxHeapMb: options.workerHeapMb ?? 512,
  });
  return {
    async parse(bytes, limits, callPath = null) {
      try {
        return await pool.call<ParsedBody>('parseAndValidate', bytes, limits, callPath);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'unavailable') return { ok: false, refusal: 'busy', path: '_' };
        if (err instanceof WorkStopped) return { ok: false, refusal: 'tooLarge', path: '_' };
        throw err;
      }
    },
    close: () => pool.close(),
  };
};
