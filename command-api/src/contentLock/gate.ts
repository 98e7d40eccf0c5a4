// The write side's content lock gate: a command the lock closes (closedByContentLock in the registry) is
// refused with 423 while the lock is on. The lock is read from its own stream (contentlock-global),
// folded by this process and read from the last event it saw, never from the query side's read model.
import { Messages, isClosedByContentLock, type CallDef } from '@wb/contracts';
import { ApiError, type EventStore } from '@wb/platform';
import { loadState } from '../shared/streams';
import { CONTENT_LOCK_ID, contentLockAggregate } from './domain/contentLock/aggregate';

export const contentLocked = (): ApiError => new ApiError('contentLocked', Messages.assetsMoved);

/**
 * The router's gate. A toggle that lands between this check and the command's append does not stop
 * that one command: the lock closes a library for people, it is no invariant of the kits' streams.
 */
export const contentLockGate =
  (eventStore: EventStore) =>
  async (call: CallDef): Promise<void> => {
    if (!isClosedByContentLock(call)) return;
    const lock = await loadState(eventStore, contentLockAggregate, CONTENT_LOCK_ID);
    if (lock.locked) throw contentLocked();
  };
