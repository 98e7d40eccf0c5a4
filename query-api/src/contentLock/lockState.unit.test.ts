import { cachedLocked } from './lockState';

/** A read model whose answer and checkpoint the test moves, counting the reads. */
const fakeLock = () => {
  const state = { locked: false, checkpoint: '0/1' as string | null, reads: 0 };
  const read = async () => {
    state.reads += 1;
    return state.locked;
  };
  return { state, locked: cachedLocked(read, () => state.checkpoint) };
};

describe('the cached content lock state', () => {
  it('reads once while the projection checkpoint stands', async () => {
    const { state, locked } = fakeLock();
    expect([await locked(), await locked(), await locked()]).toEqual([false, false, false]);
    expect(state.reads).toBe(1);
  });

  it('reads again once the checkpoint moves, and answers the new state', async () => {
    const { state, locked } = fakeLock();
    await locked();
    state.locked = true;
    state.checkpoint = '0/2';
    expect(await locked()).toBe(true);
    expect(state.reads).toBe(2);
  });

  it('reads every time when the projection does not run in this process', async () => {
    const { state, locked } = fakeLock();
    state.checkpoint = null;
    await locked();
    await locked();
    expect(state.reads).toBe(2);
  });
});
