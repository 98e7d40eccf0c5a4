// The learning link's reads: the linked video as the learning site shows it now (the site may not be
// configured, or may not answer: the screen says so itself), the site's search, and the link's status
// (the learning read model, no site asked).
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const learningApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    learnNode: callQuery(build, Calls.learning.getLearnNode, { screenShows: 'all' }),
    learnSearch: callQuery(build, Calls.learning.searchLearnNodes, { screenShows: 'all' }),
    linkedStatus: callQuery(build, Calls.learning.getLinkedStatus, { screenShows: 'all' }),
  }),
});

export const { useLearnNodeQuery, useLearnSearchQuery, useLinkedStatusQuery } = learningApi;
