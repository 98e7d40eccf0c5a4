import { libuvThreads } from './limits';

describe("libuv's threadpool size", () => {
  it.each([
    [undefined, 4],
    ['8', 8],
    ['1', 1],
    ['2000', 1024],
    ['0', 4],
    ['-3', 4],
    ['many', 4],
    ['2.5', 4],
  ])('UV_THREADPOOL_SIZE=%j gives %d threads', (value, threads) => {
    expect(libuvThreads(value === undefined ? {} : { UV_THREADPOOL_SIZE: value })).toBe(threads);
  });
});
