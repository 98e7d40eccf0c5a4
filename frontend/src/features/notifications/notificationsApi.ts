import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

/** The bell's list (the notifications read model): the live stream refreshes it when a notification arrives. */
export const notificationsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    notifications: callQuery(build, Calls.notifications.getNotifications),
  }),
});

export const { useNotificationsQuery } = notificationsApi;
