// What the project contents page's activity, assets and resources sections read: the activity and the
// project's own asset files (projectActivity), the kits holding its files (assetLibrary) and the
// resources (resources). Each section explains its own failures.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const projectActivityApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    projectActivity: callQuery(build, Calls.project.getActivity, { screenShows: 'all' }),
    projectAssetFiles: callQuery(build, Calls.project.getAssetFiles, { screenShows: 'all' }),
    contentsProjectKits: callQuery(build, Calls.assets.getProjectKits, { screenShows: 'all' }),
    contentsResources: callQuery(build, Calls.resources.getAll, { screenShows: 'all' }),
  }),
});

export const { useProjectActivityQuery, useProjectAssetFilesQuery, useContentsProjectKitsQuery, useContentsResourcesQuery } = projectActivityApi;
