// Grants and activation of a user, folded from the user's stream on every call: nothing is cached,
// so a revoked grant or a deactivation takes effect on the very next call.
import type { Access, EventStore } from '@wb/platform';
import { loadState } from '../shared/streams';
import { userAggregate } from './domain/user/aggregate';

export const accessOf =
  (eventStore: EventStore) =>
  async (userID: number): Promise<Access | null> => {
    const user = await loadState(eventStore, userAggregate, userID);
    return user === null ? null : { grants: user.grants, deactivated: user.deactivated };
  };
