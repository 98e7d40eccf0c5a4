// What the exporter loads: the chosen scenes (names, in one call) and files. A scene's document is the
// editor's own query (sceneEditor/state/editorApi), so the cache is shared with the editor. The page
// explains its failures itself.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../api/serverApi';

const screenRecorderApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    recorderScenes: callQuery(build, Calls.editor.getScenes, { screenShows: 'all' }),
    recorderFiles: callQuery(build, Calls.files.getByIDs, { screenShows: 'all' }),
    recorderKeyCheck: callQuery(build, Calls.checkPuppeteerAccess.check, { screenShows: 'all' }),
  }),
});

export const { useRecorderScenesQuery, useRecorderFilesQuery, useRecorderKeyCheckQuery } = screenRecorderApi;
