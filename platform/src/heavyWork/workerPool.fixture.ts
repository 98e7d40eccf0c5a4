// Functions the worker pool's tests call in a worker thread: quick, throwing, endless and greedy ones.
import { Messages } from '@wb/contracts';

export const add = (a: number, b: number): number => a + b;

/** Proves the worker reads @wb/* packages as the caller does. */
export const signInMessage = (): string => Messages.signInRequired;

export const refuse = (why: string): never => {
  throw new RangeError(why);
};

/** Blocks its thread for this long, as the SVG importer does on a large file. */
export const spin = (ms: number): number => {
  const until = Date.now() + ms;
  let turns = 0;
  while (Date.now() < until) turns++;
  return turns;
};

/** Keeps every array it makes, until the heap limit ends the worker. */
// Many small arrays, not a few huge ones: Node ends a worker that outgrows its heap with
// ERR_WORKER_OUT_OF_MEMORY only for some shapes of allocation; one huge array filling up can abort the
// whole process instead (nodejs/node#47224), which no limit of ours can turn into an error.
export const hoard = (): number => {
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(10_000).fill(kept.length));
};
