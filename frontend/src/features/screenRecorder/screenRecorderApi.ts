// What the exporter loads: the chosen scenes (names, in one call) and files. A scene's document is the
// editor's own query (sceneEditor/state/editorApi), so the cache is shared with the editor. With an
// access key and no session the same come from the key calls (/exporter/...), a long list asked for in
// parts (keyedReads.ts). The page explains its failures itself.
import { Calls, type CallDef, type CallInput, type CallOutput } from '@wb/contracts';
import { callArgs, callQuery, serverApi, type CallArgs } from '../../api/serverApi';
import type { QueryError } from '../../api/queryError';
import { tagsOf } from '../../api/tags';
import { inParts } from './keyedReads';

type Ask = (args: CallArgs) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/** Asks `def` for each part of the ids and joins the answers' lists, in order; the first failure fails all. */
const inOrder = async <C extends CallDef, Item>(ask: Ask, def: C, ids: readonly string[], inputOf: (part: string[]) => CallInput<C>, listOf: (answer: CallOutput<C>) => Item[]) => {
  const items: Item[] = [];
  for (const part of inParts(ids)) {
    const answer = await ask(callArgs(def, inputOf(part), 'all'));
    if (answer.error !== undefined) return { error: answer.error as QueryError };
    items.push(...listOf(answer.data as CallOutput<C>));
  }
  return { data: items };
};

const { getExporterScenes, getExporterFiles, getExporterSceneDocument } = Calls.exporter;

const screenRecorderApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    recorderScenes: callQuery(build, Calls.editor.getScenes, { screenShows: 'all' }),
    recorderFiles: callQuery(build, Calls.files.getByIDs, { screenShows: 'all' }),
    recorderKeyCheck: callQuery(build, Calls.checkPuppeteerAccess.check, { screenShows: 'all' }),
    recorderKeyScenes: build.query<CallOutput<typeof getExporterScenes>['scenes'], { key: string; sceneIDs: readonly string[] }>({
      queryFn: ({ key, sceneIDs }, _api, _extra, ask) =>
        inOrder(
          ask,
          getExporterScenes,
          sceneIDs,
          (part) => ({ key, sceneIDs: part }),
          (answer) => answer.scenes,
        ),
      providesTags: () => tagsOf(getExporterScenes),
    }),
    recorderKeyFiles: build.query<CallOutput<typeof getExporterFiles>['files'], { key: string; fileIDs: readonly string[] }>({
      queryFn: ({ key, fileIDs }, _api, _extra, ask) =>
        inOrder(
          ask,
          getExporterFiles,
          fileIDs,
          (part) => ({ key, fileIDs: part }),
          (answer) => answer.files,
        ),
      providesTags: () => tagsOf(getExporterFiles),
    }),
    recorderKeyDocument: callQuery(build, getExporterSceneDocument, { screenShows: 'all' }),
  }),
});

export const {
  useRecorderScenesQuery,
  useRecorderFilesQuery,
  useRecorderKeyCheckQuery,
  useRecorderKeyScenesQuery,
  useRecorderKeyFilesQuery,
  useRecorderKeyDocumentQuery,
  usePrefetch: useRecorderPrefetch,
} = screenRecorderApi;
