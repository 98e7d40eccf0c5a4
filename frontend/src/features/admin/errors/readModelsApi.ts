import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

/** The projections' own status (lag, speed, parked events, a rebuild under way): it reads no read model, so it is polled. */
export const readModelsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    readModels: callQuery(build, Calls.admin.getReadModels),
  }),
});

export const { useReadModelsQuery } = readModelsApi;
