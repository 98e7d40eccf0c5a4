// A signed-in caller the users read model does not hold yet: their session is real (the auth store made
// it), so the user was added a moment ago, or the product has just started and the users projection is
// still catching up. Answering 401 then would sign out someone who did nothing wrong. So, for an unknown
// user only, read the user's own stream, wait (bounded, as read-your-writes does) for the users read model
// to pass its last event, and ask once more. A user with no stream at all is unknown for good: no wait.
import { ReadModels } from '@wb/contracts';
import type { Access, EventStore, ProjectionRunner } from '@wb/platform';

/** The users aggregate's stream of one user (command-api/src/users/domain/user/aggregate.ts names it so). */
const userStreamOf = (userID: number): string => `user-${userID}`;

export const accessOfNewUsers =
  (accessOf: (userID: number) => Promise<Access | null>, eventStore: EventStore, runner: ProjectionRunner, waitMs: number) =>
  async (userID: number): Promise<Access | null> => {
    const found = await accessOf(userID);
    if (found !== null) return found;
    // A user's stream is short (added, renamed, grants, activation): read whole, its last event counts.
    const last = (await eventStore.readStream(userStreamOf(userID))).at(-1);
    if (last === undefined) return null;
    if (!(await runner.waitForPosition(last.position.globalPosition, waitMs, [ReadModels.users]))) return null;
    return accessOf(userID);
  };
