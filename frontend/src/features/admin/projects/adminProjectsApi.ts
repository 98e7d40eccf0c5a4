import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** The admin's project table: filtered, sorted, a page at a time. */
export const adminProjectsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    adminProjects: callQuery(build, Calls.admin.getAllProjects),
  }),
});

export const { useAdminProjectsQuery } = adminProjectsApi;
