// The asset library's queries, all answered from the assetLibrary read model.
import { Calls, type AssetFile } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { publicQueryCall, queryCall, type QueryRoute } from '../shared/queryCall';
import { fileDirectories, fileKitLinks, kitDirectories, populatedDirectory } from './directories';
import { filesInOrder } from './files';
import { allKits, kitFiles, oneKit, projectKits, publicKit } from './kits';
import { oneTag, searchTags } from './tags';

/** Files by uuid, in the order asked. */
const filesByUuid = async (pool: Pool, uuids: readonly string[]): Promise<AssetFile[]> => {
  const { rows } = await pool.query<{ file_id: string; uuid: string }>('SELECT file_id, uuid FROM asset_files WHERE uuid = ANY($1)', [uuids]);
  const idOf = new Map(rows.map((r) => [r.uuid, r.file_id]));
  return filesInOrder(
    pool,
    uuids.flatMap((u) => idOf.get(u) ?? []),
  );
};

/** With a kit named, only the files in that kit (the All kit holds every file). */
const inKit = (files: AssetFile[], kitID: string | undefined): AssetFile[] => (kitID === undefined || kitID === 'all' ? files : files.filter((f) => f.kits.some((k) => k.kitID === kitID)));

export const assetLibraryHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.assets.getKits, async () => ({ kits: await allKits(pool) })),
  queryCall(Calls.assets.getKit, async (input) => ({ kit: await oneKit(pool, input.kitID) })),
  queryCall(Calls.assets.getKitFiles, (input) => kitFiles(pool, input.kitID, input.start, input.count)),
  queryCall(Calls.assets.getKitDirectories, (input) => kitDirectories(pool, input.kitID)),
  queryCall(Calls.assets.getPopulatedDirectory, (input) => populatedDirectory(pool, input.kitID, input.directoryID)),
  queryCall(Calls.assets.getFilesByIDs, async (input) => ({ files: inKit(await filesInOrder(pool, input.fileIDs), input.kitID) })),
  queryCall(Calls.files.getFileData, async (input) => ({ files: inKit(await filesByUuid(pool, input.fileUUIDs), input.kitID) })),
  queryCall(Calls.assets.getFileKitLinks, (input) => fileKitLinks(pool, input.fileIDs, input.kitID)),
  queryCall(Calls.assets.getFileDirectories, (input) => fileDirectories(pool, input.fileIDs, input.kitID)),
  queryCall(Calls.assets.getProjectKits, (input) => projectKits(pool, input.projectID)),
  publicQueryCall(Calls.assets.getPublicKit, (input) => publicKit(pool, input.slug, input.start, input.count)),
  queryCall(Calls.tags.searchTags, (input) => searchTags(pool, input.text)),
  queryCall(Calls.tags.getTag, async (input) => ({ tag: await oneTag(pool, input.tagID) })),
];
