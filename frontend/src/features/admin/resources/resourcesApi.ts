import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** Every resource, active and deleted: the Resources table. */
export const resourcesApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    adminResources: callQuery(build, Calls.resources.getAll),
  }),
});

export const { useAdminResourcesQuery } = resourcesApi;

/** Projects whose name matches what the admin types in the dialog's project picker. */
export const resourceProjectsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    resourceProjectSearch: callQuery(build, Calls.project.searchProjects),
  }),
});

export const { useResourceProjectSearchQuery } = resourceProjectsApi;
