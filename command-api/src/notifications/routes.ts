// The notification commands: read/unread of one's own notifications, and a notification made by hand.
import { Calls } from '@wb/contracts';
import { actorOf, answer, commandCall, ok, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { loadState } from '../shared/streams';
import { userAggregate } from '../users/domain/user/aggregate';
import { inboxAggregate } from './domain/inbox/aggregate';

export const notificationRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore } = deps;
  const inboxes = handlerOf(eventStore, inboxAggregate);

  return [
    commandCall(deps, Calls.notifications.updateStatus, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      // Always the caller's own inbox: an id of someone else's notification changes nothing there.
      const outcome = await inboxes.handle(meta, userID, () => ({ type: 'ChangeNotificationStatus', userID, notificationIDs: input.notificationIDs, status: input.status }));
      return answer(ok, outcome.position);
    }),
    commandCall(deps, Calls.notifications.createNotification, async (input, _ctx, meta) => {
      const notificationID = newEntityId(meta, 'notification');
      const { data } = input;
      const outcome = await inboxes.handle(meta, input.userID, async () => ({
        type: 'CreateNotification',
        notificationID,
        userID: input.userID,
        recipientFound: (await loadState(eventStore, userAggregate, input.userID)) !== null,
        action: input.action,
        commentingUserID: data.commentingUserID ?? null,
        projectID: data.projectID ?? null,
        sceneID: data.sceneID ?? null,
        fileID: data.fileID ?? null,
        commentID: data.commentID ?? null,
        text: data.text ?? '',
        anonymous: data.anonymous ?? false,
      }));
      return answer({ notificationID }, outcome.position);
    }),
  ];
};
