// The process's heavy-work places, one limiter per kind so that image exports never delay a sign-in.
// Kinds that run on libuv's threadpool (sharp, argon2) together take at most half of it, so file
// reads (downloads, uploads) always find a free thread; raising UV_THREADPOOL_SIZE at process start
// raises the places with it. One process, one set: the embedded product's services share these.
import { availableParallelism } from 'node:os';
import { createWorkLimiter } from './workLimiter';

/** libuv's default, used when UV_THREADPOOL_SIZE is unset or not a number libuv would take. */
const LIBUV_DEFAULT_THREADS = 4;

/** libuv's threadpool size as this process sets it (libuv reads the variable once, at its first use). */
export const libuvThreads = (env: NodeJS.ProcessEnv = process.env): number => {
  const asked = Number(env.UV_THREADPOOL_SIZE);
  return Number.isInteger(asked) && asked >= 1 ? Math.min(asked, 1024) : LIBUV_DEFAULT_THREADS;
};

/** A quarter of the threadpool for each libuv kind: two kinds, half of the pool. */
const quarterOfPool = (threads: number): number => Math.max(1, Math.floor(threads / 4));

/** One core is always left to the event loop: an export uses a whole core while it encodes. */
const coresBesidesEventLoop = (): number => Math.max(1, availableParallelism() - 1);

export const HeavyWorkLimits = {
  imageConcurrency: Math.min(quarterOfPool(libuvThreads()), coresBesidesEventLoop()),
  /** An export may take tens of seconds: eight waiting is minutes of work already. */
  imageQueue: 8,
  passwordConcurrency: quarterOfPool(libuvThreads()),
  /** A hash takes about 50 ms: 64 waiting is a few seconds, more is a flood. */
  passwordQueue: 64,
  /** SVG imports run in worker threads, not the threadpool; each is a whole core while it runs. */
  svgImportWorkers: Math.min(2, coresBesidesEventLoop()),
  svgImportQueue: 8,
} as const;

/** Image conversions (sharp): exports now, thumbnails and video frames later. */
export const imageWork = createWorkLimiter({
  name: 'image export',
  concurrency: HeavyWorkLimits.imageConcurrency,
  maxQueued: HeavyWorkLimits.imageQueue,
  busyMessage: 'The server is busy with other image exports. Try again in a minute.',
});

/** Password hashes and checks (argon2): sign-in, setting a password, adding a user with one. */
export const passwordWork = createWorkLimiter({
  name: 'password check',
  concurrency: HeavyWorkLimits.passwordConcurrency,
  maxQueued: HeavyWorkLimits.passwordQueue,
  busyMessage: 'The server is busy signing people in. Try again in a moment.',
});
