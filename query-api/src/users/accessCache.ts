// Every call's authorization reads the asker's grants and activation from the users read model. They
// change only when the users projection applies a batch, so an answer read at one users checkpoint
// holds while that checkpoint stands: the cache keeps each user's access with the checkpoint it was
// read at and reads again once the projection has moved. The checkpoint is taken from the runner when
// asked (not from its change notifications, which come a tick after the waiters of read-your-writes
// resume), so a query that waited past a revoked grant or a deactivation never sees the old access.
import { ReadModels } from '@wb/contracts';
import type { Access, ProjectionRunner } from '@wb/platform';

interface Entry {
  readonly access: Access | null;
  readonly checkpoint: string;
}

/** Bound on cached users: the oldest read goes first (a miss is one round trip, as before). */
const MAX_ENTRIES = 10_000;

/** The users projection's checkpoint as the runner knows it now; null if it is not running here. */
export const usersCheckpointOf = (runner: ProjectionRunner) => (): string | null => runner.status().find((s) => s.name === ReadModels.users)?.checkpoint ?? null;

export const cachedAccessOf = (read: (userID: number) => Promise<Access | null>, checkpoint: () => string | null): ((userID: number) => Promise<Access | null>) => {
  const entries = new Map<number, Entry>();
  return async (userID) => {
    const before = checkpoint();
    // Without a known checkpoint nothing says when the rows change: read every time.
    if (before === null) return read(userID);
    const entry = entries.get(userID);
    if (entry && entry.checkpoint === before) return entry.access;
    const access = await read(userID);
    // Tagged with the checkpoint seen before the read: if the projection moved during it, the next
    // call reads again (the row read may be either side of that batch).
    entries.delete(userID);
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(userID, { access, checkpoint: before });
    return access;
  };
};
