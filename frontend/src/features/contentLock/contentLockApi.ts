import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

/** Whether the content lock is on (the live stream refreshes it when an admin toggles it). */
export const contentLockApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    lockContentStatus: callQuery(build, Calls.user.getLockContentStatus),
  }),
});

export const { useLockContentStatusQuery } = contentLockApi;
