// The project named in the address: by id, or (when no project has that id) by name. A miss is the
// page's own 'Project not found', not a toast.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const projectApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    projectByID: callQuery(build, Calls.project.getProjectByProjectID, { screenShows: [400, 404] }),
    projectByName: callQuery(build, Calls.project.getProjectByName, { screenShows: [404] }),
  }),
});

export const { useProjectByIDQuery, useProjectByNameQuery } = projectApi;
