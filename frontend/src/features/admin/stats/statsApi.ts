import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** The workspace's key/value counts: the Stats table. */
export const statsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    adminStats: callQuery(build, Calls.admin.stats),
  }),
});

export const { useAdminStatsQuery } = statsApi;
