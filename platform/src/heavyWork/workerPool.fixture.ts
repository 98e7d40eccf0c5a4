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
export const hoard = (): number => {
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(1_000_000).fill(kept.length));
};
