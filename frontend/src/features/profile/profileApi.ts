import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

/** Whether the signed-in user has a local password (the profile's password section); the rest of the profile is the session's own user. */
export const profileApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    passwordStatus: callQuery(build, Calls.user.getPasswordStatus),
  }),
});

export const { usePasswordStatusQuery } = profileApi;
