import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** Every user: the Users table and the user dialog. */
export const usersApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: callQuery(build, Calls.admin.getAllUsers),
  }),
});

export const { useAdminUsersQuery } = usersApi;
