import { Signal } from './signal';

const settledWithin = async (promise: Promise<void>, ms: number): Promise<boolean> => Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('Signal', () => {
  it('a wait ends when the signal fires', async () => {
    const signal = new Signal();
    const waiting = signal.wait(10_000);
    signal.fire();
    expect(await settledWithin(waiting, 100)).toBe(true);
  });

  it('a wait ends after its time when nothing fires', async () => {
    const signal = new Signal();
    expect(await settledWithin(signal.wait(20), 500)).toBe(true);
    expect(await settledWithin(signal.wait(300), 50)).toBe(false);
  });

  it('a fire between a look and the wait after it ends that wait at once (it is not lost)', async () => {
    const signal = new Signal();
    const seen = signal.generation;
    signal.fire(); // while the caller was reading
    expect(await settledWithin(signal.wait(10_000, seen), 50)).toBe(true);
  });

  it('without a fire since the look, the wait waits', async () => {
    const signal = new Signal();
    signal.fire();
    const seen = signal.generation;
    expect(await settledWithin(signal.wait(300, seen), 50)).toBe(false);
  });
});
