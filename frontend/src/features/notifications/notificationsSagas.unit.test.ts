import type { Notification } from '@wb/contracts';
import { apiFailure, runWithFakes } from '../../testing/sagaHarness';
import { notificationOpened, notificationStatusRequested } from './notificationRequests';
import { notificationsApi } from './notificationsApi';
import { watchNotifications } from './notificationsSagas';

const reply = (status: 0 | 1): Notification => ({
  notificationID: 'c-1:2',
  status,
  createdOn: '2026-11-27T09:00:00.000Z',
  data: {
    user: { givenName: 'Tom', avatar: null },
    project: { projectID: 'p-1', name: 'Launch' },
    action: 'commentReply',
    actionText: 'replied to your comment',
    file: { fileID: 'f-1', name: 'cut.mp4' },
    scene: null,
    replyComment: { commentID: 'c-1', text: 'Fixed' },
  },
});

/** A server whose bell the marks change, as the real one does. */
const server = (initial: Notification) => {
  let notification = initial;
  return {
    '/notifications/getNotifications': () => ({ notifications: [notification], unread: notification.status === 0 ? 1 : 0, total: 1, next: null }),
    '/notifications/updateStatus': (input: unknown) => {
      notification = { ...notification, status: (input as { status: 0 | 1 }).status };
      return { ok: true };
    },
  };
};

describe('the bell', () => {
  it('opens an unread notification: goes to its comment, marks it read, and the list refetches', async () => {
    const h = runWithFakes(watchNotifications, server(reply(0)));
    h.store.dispatch(notificationsApi.endpoints.notifications.initiate(undefined));
    await h.settle(5);
    h.dispatch(notificationOpened(reply(0)));
    await h.settle(10);
    expect(h.navigations).toEqual(['/project/p-1/files/f-1/comments/c-1']);
    expect(h.calls.filter((c) => c.path === '/notifications/updateStatus').map((c) => c.input)).toEqual([{ notificationIDs: ['c-1:2'], status: 1 }]);
    expect(h.callCount('/notifications/getNotifications')).toBe(2);
    expect(notificationsApi.endpoints.notifications.select(undefined)(h.state()).data?.pages[0]?.unread).toBe(0);
    h.task.cancel();
  });

  it('opens a read notification without marking it again', async () => {
    const h = runWithFakes(watchNotifications, server(reply(1)));
    h.dispatch(notificationOpened(reply(1)));
    await h.settle(5);
    expect(h.navigations).toEqual(['/project/p-1/files/f-1/comments/c-1']);
    expect(h.callCount('/notifications/updateStatus')).toBe(0);
    h.task.cancel();
  });

  it('says why a mark failed', async () => {
    const h = runWithFakes(watchNotifications, {
      '/notifications/updateStatus': () => {
        throw apiFailure(503, 'The service is busy. Please try again.', 'unavailable');
      },
    });
    h.dispatch(notificationStatusRequested({ notificationIDs: ['c-1:2'], status: 0 }));
    await h.settle(5);
    expect(h.toasts).toEqual([{ kind: 'error', message: 'The service is busy. Please try again.' }]);
    h.task.cancel();
  });
});
