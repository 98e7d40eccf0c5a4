import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** Every scene label: the Labels table. */
export const labelsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    adminSceneLabels: callQuery(build, Calls.admin.adminGetSceneLabels),
  }),
});

export const { useAdminSceneLabelsQuery } = labelsApi;
