// What the staging page's pickers read: projects by name, kits, a kit's folders, tags by name. Named
// for this page so they never collide with the asset screens' own endpoints.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const stagedApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    stagedProjectSearch: callQuery(build, Calls.project.searchProjects),
    stagedKits: callQuery(build, Calls.assets.getKits),
    stagedKitDirectories: callQuery(build, Calls.assets.getKitDirectories),
    stagedTagSearch: callQuery(build, Calls.tags.searchTags),
  }),
});

export const { useStagedProjectSearchQuery, useStagedKitsQuery, useStagedKitDirectoriesQuery, useStagedTagSearchQuery } = stagedApi;
