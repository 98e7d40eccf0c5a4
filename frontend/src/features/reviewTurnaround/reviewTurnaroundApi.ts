// What the review turnaround panel reads (the reviewTurnaround read model); the panel explains its own failures.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const reviewTurnaroundApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    reviewTurnaround: callQuery(build, Calls.admin.getReviewTurnaround, { screenShows: 'all' }),
  }),
});

export const { useReviewTurnaroundQuery } = reviewTurnaroundApi;
