import type { Notification } from '@wb/contracts';
import { runWithFakes } from '../../testing/sagaHarness';
import { loadMore, offersLoadMore } from './bellPaging';
import { notificationsApi } from './notificationsApi';
import { watchNotifications } from './notificationsSagas';

describe("the bell's 'Load more'", () => {
  it('shows 5 more of the loaded rows without asking the server', () => {
    expect(loadMore(5, 100, true, false)).toEqual({ shown: 10, fetchNextPage: false });
  });

  it('asks for the next page when 5 more run past the loaded rows', () => {
    expect(loadMore(100, 100, true, false)).toEqual({ shown: 105, fetchNextPage: true });
    expect(loadMore(98, 100, true, false)).toEqual({ shown: 103, fetchNextPage: true });
  });

  it('asks nothing at the oldest page, nor twice while a page is on its way', () => {
    expect(loadMore(100, 100, false, false).fetchNextPage).toBe(false);
    expect(loadMore(100, 100, true, true).fetchNextPage).toBe(false);
  });

  it('is offered while rows are hidden or the server has older ones', () => {
    expect(offersLoadMore(5, 7, false)).toBe(true);
    expect(offersLoadMore(10, 7, false)).toBe(false);
    expect(offersLoadMore(100, 100, true)).toBe(true);
  });
});

const note = (n: number): Notification => ({
  notificationID: `c-${n}:2`,
  status: 0,
  createdOn: new Date(Date.UTC(2026, 10, 27, 9, 0, n)).toISOString(),
  data: { user: { givenName: 'Tom', avatar: null }, project: null, action: 'commentMention', actionText: 'mentioned you in a comment', file: null, scene: null, replyComment: null },
});

/** A server of `count` notifications (the newest has the highest number) answering pages of `size`, as the real one's cursor does. */
const pagedServer = (count: number, size: number) => {
  const all = Array.from({ length: count }, (_, i) => note(count - i));
  return {
    '/notifications/getNotifications': (input: unknown) => {
      const before = (input as { before?: string } | undefined)?.before;
      const from = before === undefined ? 0 : all.findIndex((n) => n.notificationID === `c-${before}:2`) + 1;
      const page = all.slice(from, from + size);
      const last = page[page.length - 1];
      return { notifications: page, unread: count, total: count, next: from + size < count && last ? last.notificationID.slice(2, -2) : null };
    },
  };
};

describe("the bell's pages", () => {
  it('reaches every notification once, newest first, following each page to the next', async () => {
    const h = runWithFakes(watchNotifications, pagedServer(12, 5));
    h.store.dispatch(notificationsApi.endpoints.notifications.initiate());
    await h.settle(5);
    for (let i = 0; i < 3; i += 1) {
      h.store.dispatch(notificationsApi.endpoints.notifications.initiate(undefined, { direction: 'forward' }));
      await h.settle(5);
    }
    const pages = notificationsApi.endpoints.notifications.select()(h.state()).data?.pages ?? [];
    expect(pages.flatMap((p) => p.notifications.map((n) => n.notificationID))).toEqual(Array.from({ length: 12 }, (_, i) => `c-${12 - i}:2`));
    expect(h.calls.map((c) => c.input)).toEqual([undefined, { before: '8' }, { before: '3' }]);
    h.task.cancel();
  });
});
