import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

/** The project's comments grouped by file, and the project's card for its name, for the print page. */
const printCommentsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    printedComments: callQuery(build, Calls.comments.getProjectComments, { screenShows: [404] }),
    printedProject: callQuery(build, Calls.project.getProjectByProjectID, { screenShows: [404] }),
  }),
});

export const { usePrintedCommentsQuery, usePrintedProjectQuery } = printCommentsApi;
