import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** Every user with their grants: the Permissions table. */
export const permissionsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    adminUserGrants: callQuery(build, Calls.admin.getAllUserGrants),
  }),
});

export const { useAdminUserGrantsQuery } = permissionsApi;
