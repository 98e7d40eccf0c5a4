import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** The admin Files tab's table: a page of /files/searchFiles. */
export const adminFilesApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    adminSearchFiles: callQuery(build, Calls.files.searchFiles),
  }),
});

export const { useAdminSearchFilesQuery } = adminFilesApi;
