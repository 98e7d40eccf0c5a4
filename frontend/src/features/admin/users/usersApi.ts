import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** Every user: the Users table and the user dialog; the next free user ID: the Add user dialog. */
export const usersApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: callQuery(build, Calls.admin.getAllUsers),
    nextUserID: callQuery(build, Calls.admin.getNextUserID),
  }),
});

export const { useAdminUsersQuery, useNextUserIDQuery } = usersApi;
