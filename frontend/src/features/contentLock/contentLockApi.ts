import { Calls, type CallOutput } from '@wb/contracts';
import { callArgs, serverApi } from '../../api/serverApi';
import { tagsOf } from '../../api/tags';

const statusCall = Calls.user.getLockContentStatus;

/**
 * Whether the content lock is on (the live stream refreshes it when an admin toggles it). The call
 * takes no input, so the endpoint takes none either: every screen shares its one cache entry.
 */
export const contentLockApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    lockContentStatus: build.query<CallOutput<typeof statusCall>, void>({
      query: () => callArgs(statusCall, {}),
      providesTags: () => tagsOf(statusCall),
    }),
  }),
});

export const { useLockContentStatusQuery } = contentLockApi;
