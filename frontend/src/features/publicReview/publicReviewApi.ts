// The public review pages' queries: a link's scenes and the scene it plays. The page explains every
// failure itself (a passcode to ask for, a link that does not open), so none becomes a toast.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const publicReviewApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    reviewScenes: callQuery(build, Calls.scene.getProjectReviewScenes, { screenShows: 'all' }),
    reviewScene: callQuery(build, Calls.scene.getReviewScene, { screenShows: 'all' }),
  }),
});

export const { useReviewScenesQuery, useReviewSceneQuery } = publicReviewApi;
