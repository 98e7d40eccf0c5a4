// Analytics as the server figures it (the analytics read model): the admin tab's month and the
// profile's own work.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const analyticsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    adminAnalytics: callQuery(build, Calls.admin.getAdminAnalytics),
    myAnalytics: callQuery(build, Calls.analytics.getMyAnalytics),
  }),
});

export const { useAdminAnalyticsQuery, useMyAnalyticsQuery } = analyticsApi;
