// The content lock (spec 001 section 2): an administrator toggles it for all users. The event records
// the state it leads to, so the history reads "locked" or "unlocked", not a bare flip.
import type { Decision } from '../../../shared/domain/decider';
import type { ContentLock, ContentLockEvent } from './state';

export type ContentLockCommand = { type: 'ToggleContentLock' };

export const decide = (command: ContentLockCommand, state: ContentLock): Decision<ContentLockEvent> => {
  switch (command.type) {
    case 'ToggleContentLock':
      return [{ type: 'ContentLockToggled', data: { locked: !state.locked } }];
    default: {
      const _exhaustive: never = command.type;
      return _exhaustive;
    }
  }
};
