import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

/** A project's scenes (the scenes read model) and the scene labels; the live stream refreshes both. */
export const scenesApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    projectScenes: callQuery(build, Calls.scene.getByProjectID),
    sceneLabels: callQuery(build, Calls.scene.getSceneLabels),
  }),
});

export const { useProjectScenesQuery, useSceneLabelsQuery } = scenesApi;
