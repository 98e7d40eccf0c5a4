// The NotificationInbox aggregate's state, folded from its stream notificationinbox-<userID>. Nothing a
// decision needs is kept: the read/unread changes of one's own notifications always apply, and the ids
// of notifications made from comments live in the read model, never here (docs/decisions/notifications.md).
import type { EventOf, NotificationEvents } from '@wb/contracts';

export type InboxEvent = EventOf<typeof NotificationEvents>;

export interface InboxState {
  /** Notifications made by hand in this inbox (createNotification). */
  readonly created: number;
}

export const initialState: InboxState = { created: 0 };

export const evolve = (state: InboxState, event: InboxEvent): InboxState => {
  switch (event.type) {
    case 'NotificationCreated':
      return { created: state.created + 1 };
    case 'NotificationStatusChanged':
      return state;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
