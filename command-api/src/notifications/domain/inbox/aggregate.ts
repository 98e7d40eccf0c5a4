// The NotificationInbox aggregate: one recipient's inbox, stream notificationinbox-<userID>. The
// read/unread state is the recipient's own stream, so marking never contends with anyone else's writes.
import { defineAggregate } from '../../../shared/domain/aggregate';
import { decide } from './decide';
import { evolve, initialState } from './state';

export const inboxAggregate = defineAggregate({
  streamType: 'notificationinbox',
  streamId: (userID: number) => `notificationinbox-${userID}`,
  uniqueKeys: [],
  initialState,
  evolve,
  decide,
});
