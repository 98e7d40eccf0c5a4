import { createWorkLimiter } from './workLimiter';

/** Work that ends when the test says so. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

const limiter = (concurrency: number, maxQueued: number) => createWorkLimiter({ name: 'test work', concurrency, maxQueued, busyMessage: 'Busy, try again.' });

describe('a work limiter', () => {
  it('runs at most its concurrency at once, the rest in arrival order', async () => {
    const limit = limiter(2, 10);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(limit.stats()).toEqual({ running: 2, queued: 2 });
    gates[1]?.open();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((g) => g.open());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limit.stats()).toEqual({ running: 0, queued: 0 });
  });

  it('refuses with 503 and its message when the queue is full, and takes work again once it drains', async () => {
    const limit = limiter(1, 1);
    const g = gate();
    const first = limit.run(() => g.opened);
    const second = limit.run(() => Promise.resolve('second'));
    await expect(limit.run(() => Promise.resolve('third'))).rejects.toMatchObject({ status: 503, code: 'unavailable', message: 'Busy, try again.' });
    g.open();
    await first;
    expect(await second).toBe('second');
    expect(await limit.run(() => Promise.resolve('later'))).toBe('later');
  });

  it('frees the place of work that fails', async () => {
    const limit = limiter(1, 0);
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(limit.stats()).toEqual({ running: 0, queued: 0 });
    expect(await limit.run(() => Promise.resolve(7))).toBe(7);
  });
});
