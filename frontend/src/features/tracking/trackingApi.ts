// A project's tracking as the server has it (the tracking read model): entries, totals and the word count.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const trackingApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    tracking: callQuery(build, Calls.tracking.getUserTasks),
  }),
});

export const { useTrackingQuery } = trackingApi;
