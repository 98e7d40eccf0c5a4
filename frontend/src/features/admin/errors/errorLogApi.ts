import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** The error log (reads errorLog: the live stream refreshes it when an entry comes in). */
export const errorLogApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    recentErrors: callQuery(build, Calls.admin.getRecentErrors),
  }),
});

export const { useRecentErrorsQuery } = errorLogApi;
