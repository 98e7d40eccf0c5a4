// The ContentLock aggregate's state: one stream for the whole product, contentlock-global.
import type { ContentLockEvents, EventOf } from '@wb/contracts';

export type ContentLockEvent = EventOf<typeof ContentLockEvents>;

export interface ContentLock {
  readonly locked: boolean;
}

/** Unlocked until an admin first turns the lock on. */
export const initialState: ContentLock = { locked: false };

export const evolve = (_state: ContentLock, event: ContentLockEvent): ContentLock => {
  switch (event.type) {
    case 'ContentLockToggled':
      return { locked: event.data.locked };
    default: {
      const _exhaustive: never = event.type;
      return _exhaustive;
    }
  }
};
