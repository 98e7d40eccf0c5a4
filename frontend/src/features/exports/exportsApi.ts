// The admin's records of exports (spec 001, File Exports tab). A project's exports come with its scenes
// (/scene/getByProjectID) and its files (/files/getProjectFiles); all three read the exports read
// model, so the live stream refreshes them as exports progress.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

const exportsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    recentExports: callQuery(build, Calls.export.getRecentExports),
  }),
});

export const { useRecentExportsQuery } = exportsApi;
