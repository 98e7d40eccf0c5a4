import { Calls, type CallOutput } from '@wb/contracts';
import { callArgs, serverApi } from '../../api/serverApi';
import { tagsOf } from '../../api/tags';

const call = Calls.notifications.getNotifications;
export type NotificationsPage = CallOutput<typeof call>;

/**
 * The bell's list (the notifications read model), a page at a time: the newest page first, older ones
 * from each answer's `next` when 'Load more' runs past what is loaded. The live stream refreshes every
 * loaded page when a notification arrives or changes.
 */
export const notificationsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.infiniteQuery<NotificationsPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.next ?? undefined,
      },
      query: ({ pageParam }) => callArgs(call, pageParam === null ? undefined : { before: pageParam }),
      providesTags: () => tagsOf(call),
    }),
  }),
});

export const { useNotificationsInfiniteQuery } = notificationsApi;
