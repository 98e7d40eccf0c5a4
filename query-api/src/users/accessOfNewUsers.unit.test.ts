import type { Access, EventStore, ProjectionRunner } from '@wb/platform';
import { accessOfNewUsers } from './accessOfNewUsers';

const ACCESS: Access = { grants: ['content.projects-view'], deactivated: false };
const eventAt = (globalPosition: bigint) => ({ position: { transactionId: 1n, globalPosition } });

/** A users read model that learns of user 7 once the runner is asked to wait past position 42. */
const world = (options: { stream: ReturnType<typeof eventAt>[]; reaches: boolean }) => {
  let projected = false;
  const waits: bigint[] = [];
  const accessOf = jest.fn(async (userID: number) => (projected && userID === 7 ? ACCESS : null));
  const eventStore = { readStream: jest.fn(async () => options.stream) } as unknown as EventStore;
  const runner = {
    waitForPosition: jest.fn(async (position: bigint) => {
      waits.push(position);
      projected = options.reaches;
      return options.reaches;
    }),
  } as unknown as ProjectionRunner;
  return { access: accessOfNewUsers(accessOf, eventStore, runner, 2_000), accessOf, eventStore, waits };
};

describe('access of a user the users read model does not hold yet', () => {
  it('waits for the users read model to pass the last event of their stream, then answers their access', async () => {
    const w = world({ stream: [eventAt(40n), eventAt(42n)], reaches: true });
    await expect(w.access(7)).resolves.toEqual(ACCESS);
    expect(w.waits).toEqual([42n]);
  });

  it('answers null without waiting for a user who has no stream at all', async () => {
    const w = world({ stream: [], reaches: true });
    await expect(w.access(8)).resolves.toBeNull();
    expect(w.waits).toEqual([]);
  });

  it('answers null when the read model does not get there in time', async () => {
    const w = world({ stream: [eventAt(42n)], reaches: false });
    await expect(w.access(7)).resolves.toBeNull();
    expect(w.accessOf).toHaveBeenCalledTimes(1);
  });

  it('reads no stream for a user the read model holds', async () => {
    const w = world({ stream: [eventAt(42n)], reaches: true });
    await w.access(7);
    const known = await w.access(7);
    expect(known).toEqual(ACCESS);
    expect(w.eventStore.readStream).toHaveBeenCalledTimes(1);
  });
});
