import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

/**
 * The comments the panel shows (their tags are the read models, sceneComments and fileComments, so
 * the live stream refreshes an open panel) and the team the mention picker offers.
 */
export const reviewApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    sceneComments: callQuery(build, Calls.editor.getSceneComments, { screenShows: [404] }),
    fileComments: callQuery(build, Calls.comments.getFileComments, { screenShows: [404] }),
    team: callQuery(build, Calls.user.getTeam),
  }),
});

export const { useSceneCommentsQuery, useFileCommentsQuery, useTeamQuery } = reviewApi;
