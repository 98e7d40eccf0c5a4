// The reads of the project as it was: one moment, and the comparison of two. The page explains its own
// refusals (not a member, no such project).
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const projectAsOfApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    projectAsOf: callQuery(build, Calls.projectAsOf.getProjectAsOf, { screenShows: 'all' }),
    projectComparison: callQuery(build, Calls.projectAsOf.compareProjectAsOf, { screenShows: 'all' }),
  }),
});

export const { useProjectAsOfQuery, useProjectComparisonQuery } = projectAsOfApi;
