// The asset library's server state: each endpoint is one registry call, its cache tag the assetLibrary
// read model, so the live stream and the user's own writes refresh exactly these lists.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

export const assetsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    kits: callQuery(build, Calls.assets.getKits),
    kit: callQuery(build, Calls.assets.getKit),
    kitDirectories: callQuery(build, Calls.assets.getKitDirectories),
    kitFiles: callQuery(build, Calls.assets.getKitFiles),
    filesByIDs: callQuery(build, Calls.assets.getFilesByIDs),
    searchTags: callQuery(build, Calls.tags.searchTags),
  }),
});

export const { useKitsQuery, useKitQuery, useKitDirectoriesQuery, useKitFilesQuery, useFilesByIDsQuery, useSearchTagsQuery } = assetsApi;
