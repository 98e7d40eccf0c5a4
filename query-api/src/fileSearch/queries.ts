// The asset library's search calls: /files/searchFiles, the kit search and the editor's asset search.
// The FileSearchIndex ranks, filters and pages (it holds the files the fileSearch projection wrote);
// the files are read from that projection's own table, in the index's order.
import { ALL_KIT, Calls, EDITOR_ASSET_TYPES, FILE_SEARCH_PAGE, FileStatus, type AssetFile, type CallInput, type CallOutput } from '@wb/contracts';
import { jsonArray, jsonObject, preparedQuery, type FileSearchIndex, type FileSearchQuery, type JsonText, type Pool } from '@wb/platform';
import { queryCall, type QueryRoute } from '../shared/queryCall';

type SearchInput = CallInput<typeof Calls.files.searchFiles>;

const statuses = (status: SearchInput['status']): number[] => (status === undefined ? [FileStatus.Active] : Array.isArray(status) ? status : [status]);

/**
 * The files of these ids, in this order (a file the table lacks, written after the index, is left out),
 * each as the JSON text of its model: parsing every model into objects to stringify them again was most
 * of a search's CPU in this process. Fetched by key and ordered here: a join with the unnested ids let
 * the planner hash the whole table.
 */
const filesInOrder = async (pool: Pool, fileIDs: readonly string[]): Promise<JsonText<AssetFile[]>> => {
  if (fileIDs.length === 0) return jsonArray<AssetFile>([]);
  const { rows } = await preparedQuery<{ file_id: string; model: string }>(pool, 'SELECT file_id, model::text AS model FROM file_search_files WHERE file_id = ANY($1::text[])', [fileIDs]);
  const byID = new Map(rows.map((r) => [r.file_id, r.model]));
  return jsonArray<AssetFile>(fileIDs.flatMap((id) => byID.get(id) ?? []));
};

const queryOf = (input: Omit<SearchInput, 'kitID'> & { kitID?: string | undefined }): FileSearchQuery => ({
  text: input.text,
  sortBy: input.sortBy,
  start: input.start,
  count: input.count,
  status: statuses(input.status),
  ...(input.kitID !== undefined ? { kitID: input.kitID } : {}),
  ...(input.directoryID !== undefined ? { directoryID: input.directoryID } : {}),
  ...(input.types !== undefined ? { types: input.types } : {}),
  ...(input.tagIDs !== undefined ? { tagIDs: input.tagIDs } : {}),
});

export const fileSearchHandlers = (pool: Pool, index: FileSearchIndex): QueryRoute[] => {
  const search = async (query: FileSearchQuery): Promise<{ files: JsonText<AssetFile[]>; total: number; totalCapped: boolean }> => {
    const found = await index.search(query);
    return { files: await filesInOrder(pool, found.hits), total: found.total, totalCapped: found.totalCapped };
  };
  type Found = Awaited<ReturnType<typeof search>>;
  const answer = (found: Found): JsonText<CallOutput<typeof Calls.files.searchFiles>> =>
    jsonObject<CallOutput<typeof Calls.files.searchFiles>>({ files: found.files, total: found.total, totalCapped: found.totalCapped });
  return [
    queryCall(Calls.files.searchFiles, async (input) => answer(await search(queryOf(input)))),
    // The All kit holds every file: its search is the search of every file.
    queryCall(Calls.assets.searchKit, async (input) => answer(await search(queryOf({ ...input, kitID: input.kitID === ALL_KIT ? undefined : input.kitID })))),
    queryCall(Calls.assets.searchEditorAssets, async (input) => {
      const found = await search({ text: input.text, sortBy: 'relevance', start: 0, count: FILE_SEARCH_PAGE, status: [FileStatus.Active], types: EDITOR_ASSET_TYPES });
      return jsonObject<CallOutput<typeof Calls.assets.searchEditorAssets>>({ files: found.files });
    }),
  ];
};
