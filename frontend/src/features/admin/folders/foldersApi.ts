import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** Every folder, any status: the Folders table. */
export const foldersApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    adminFolders: callQuery(build, Calls.admin.getAllProjectGroups),
  }),
});

export const { useAdminFoldersQuery } = foldersApi;
