// The pool runs each call in a worker thread: the event loop stays free meanwhile, a call past its time
// or heap limit ends its worker (never the process), and the next call gets a fresh one.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorkerPool, WorkStopped, type WorkerPool } from './workerPool';

let pool: WorkerPool;
beforeEach(() => {
  pool = createWorkerPool({
    name: 'test pool',
    module: require.resolve('./workerPool.fixture'),
    size: 1,
    maxQueued: 1,
    busyMessage: 'Busy, try again.',
    timeLimitMs: 5_000,
    maxHeapMb: 32,
  });
});
afterEach(() => pool.close());

describe('a worker pool', () => {
  it("answers a call with the function's result, reading @wb packages as the caller does", async () => {
    expect(await pool.call('add', 2, 3)).toBe(5);
    expect(await pool.call('signInMessage')).toBe('Please sign in.');
  });

  it('loads built JavaScript as it is, as the product runs from dist', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'wb-worker-'));
    const built = createWorkerPool({
      name: 'built pool',
      module: path.join(folder, 'double.js'),
      size: 1,
      maxQueued: 0,
      busyMessage: 'Busy.',
      timeLimitMs: 5_000,
      maxHeapMb: 32,
    });
    try {
      await writeFile(path.join(folder, 'double.js'), "'use strict';\nexports.double = (n) => 2 * n;\n");
      expect(await built.call('double', 21)).toBe(42);
    } finally {
      await built.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('keeps the event loop free while a call blocks its worker', async () => {
    await pool.call('add', 0, 0); // the worker has started and loaded its module
    const spinning = pool.call<number>('spin', 1_500);
    const ticks: number[] = [];
    const started = Date.now();
    const ticking = setInterval(() => ticks.push(Date.now() - started), 50);
    await spinning;
    clearInterval(ticking);
    // A blocked event loop would have ticked once, after 1.5 s; a free one about every 50 ms.
    expect(ticks.length).toBeGreaterThan(5);
    expect(ticks[0]).toBeLessThan(500);
  });

  it("answers the function's own error with its name and message", async () => {
    await expect(pool.call('refuse', 'no')).rejects.toMatchObject({ name: 'RangeError', message: 'no' });
    expect(await pool.call('add', 1, 1)).toBe(2);
  });

  it('refuses a call when its one worker is busy and one call already waits', async () => {
    const running = pool.call('spin', 300);
    const waiting = pool.call('add', 1, 2);
    await expect(pool.call('add', 1, 1)).rejects.toMatchObject({ status: 503, message: 'Busy, try again.' });
    await running;
    expect(await waiting).toBe(3);
  });

  it('stops a call past its time limit, and runs the next in a fresh worker', async () => {
    const quick = createWorkerPool({
      name: 'quick pool',
      module: require.resolve('./workerPool.fixture'),
      size: 1,
      maxQueued: 0,
      busyMessage: 'Busy.',
      timeLimitMs: 300,
      maxHeapMb: 32,
    });
    try {
      await quick.call('add', 0, 0);
      const stopped = await quick.call('spin', 60_000).catch((err: unknown) => err);
      expect(stopped).toBeInstanceOf(WorkStopped);
      expect(stopped).toMatchObject({ reason: 'timeLimit' });
      expect(await quick.call('add', 2, 2)).toBe(4);
    } finally {
      await quick.close();
    }
  });

  it('stops a call that fills its heap, and the process goes on', async () => {
    const stopped = await pool.call('hoard').catch((err: unknown) => err);
    expect(stopped).toBeInstanceOf(WorkStopped);
    expect(stopped).toMatchObject({ reason: 'memoryLimit' });
    expect(await pool.call('add', 3, 4)).toBe(7);
  });
});
