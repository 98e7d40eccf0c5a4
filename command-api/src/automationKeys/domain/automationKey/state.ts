// The AutomationKey aggregate's state, folded from its stream automationkey-<keyID>. It knows what the
// events say (made, revoked), never the key: that is only hashed, in the auth table.
import type { AutomationKeyEvents, EventOf } from '@wb/contracts';

export type AutomationKeyEvent = EventOf<typeof AutomationKeyEvents>;

export interface AutomationKeyState {
  readonly keyID: string;
  readonly revoked: boolean;
}

/** null until AutomationKeyCreated. */
export type AutomationKey = AutomationKeyState | null;

export const initialState: AutomationKey = null;

export const evolve = (state: AutomationKey, event: AutomationKeyEvent): AutomationKey => {
  switch (event.type) {
    case 'AutomationKeyCreated':
      return { keyID: event.data.keyID, revoked: false };
    case 'AutomationKeyRevoked':
      return state === null ? state : { ...state, revoked: true };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
