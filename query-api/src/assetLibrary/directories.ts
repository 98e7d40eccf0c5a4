// A kit's directory tree, flattened list and unorganized files; one directory with its files; the
// directories and kit links of given files.
import { Messages, type CallOutput, type Calls, type KitDirectory } from '@wb/contracts';
import { ApiError, type Pool } from '@wb/platform';
import { loadFiles } from './files';
import { oneKit } from './kits';

interface DirRow {
  directory_id: string;
  name: string;
  parent_id: string | null;
}
type KitDirectories = CallOutput<typeof Calls.assets.getKitDirectories>;

const byName = (a: DirRow, b: DirRow) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) || a.directory_id.localeCompare(b.directory_id);

export const kitDirectories = async (pool: Pool, kitID: string): Promise<KitDirectories> => {
  const kit = await oneKit(pool, kitID);
  const [dirs, links] = await Promise.all([
    pool.query<DirRow>('SELECT directory_id, name, parent_id FROM asset_directories WHERE kit_id = $1', [kitID]),
    pool.query<{ file_id: string; directory_id: string | null }>('SELECT file_id, directory_id FROM asset_kit_files WHERE kit_id = $1 AND active ORDER BY idx, link_id', [kitID]),
  ]);
  const children = new Map<string, DirRow[]>();
  for (const d of dirs.rows) if (d.parent_id !== null) children.set(d.parent_id, [...(children.get(d.parent_id) ?? []), d]);
  for (const list of children.values()) list.sort(byName);
  const filesIn = new Map<string, string[]>();
  const unorganizedFiles: string[] = [];
  for (const l of links.rows) {
    if (l.directory_id === null) unorganizedFiles.push(l.file_id);
    else filesIn.set(l.directory_id, [...(filesIn.get(l.directory_id) ?? []), l.file_id]);
  }
  const flattenedDirectories: KitDirectories['flattenedDirectories'] = [];
  // Depth first, by name: the flattened list reads like the tree. The root's visited set guards a cycle
  // the read model should never hold.
  const seen = new Set<string>();
  const build = (dir: DirRow, depth: number, path: string): KitDirectory => {
    seen.add(dir.directory_id);
    flattenedDirectories.push({ directoryID: dir.directory_id, name: dir.name, parentID: dir.parent_id, depth, path, fileCount: filesIn.get(dir.directory_id)?.length ?? 0 });
    const dirsUnder = (children.get(dir.directory_id) ?? []).filter((c) => !seen.has(c.directory_id)).map((c) => build(c, depth + 1, `${path} / ${c.name}`));
    return { directoryID: dir.directory_id, name: dir.name, parentID: dir.parent_id, dirs: dirsUnder, files: filesIn.get(dir.directory_id) ?? [] };
  };
  seen.add(kit.directoryID);
  const directories = (children.get(kit.directoryID) ?? []).map((d) => build(d, 1, d.name));
  return { directories, flattenedDirectories, unorganizedFiles };
};

/** At most this many files of one directory are answered (the list view's first page). */
const DIRECTORY_FILES_MAX = 1000;

export const populatedDirectory = async (pool: Pool, kitID: string, directoryID: string): Promise<CallOutput<typeof Calls.assets.getPopulatedDirectory>> => {
  const kit = await oneKit(pool, kitID);
  const dir = (await pool.query<DirRow>('SELECT directory_id, name, parent_id FROM asset_directories WHERE kit_id = $1 AND directory_id = $2', [kitID, directoryID])).rows[0];
  if (!dir) throw new ApiError('notFound', Messages.directoryNotFound);
  // The root directory is the kit itself: its files are those in no directory.
  const isRoot = dir.directory_id === kit.directoryID;
  const [subdirs, links] = await Promise.all([
    pool.query<DirRow>('SELECT directory_id, name, parent_id FROM asset_directories WHERE kit_id = $1 AND parent_id = $2', [kitID, directoryID]),
    pool.query<{ file_id: string; link_id: string; directory_id: string | null; idx: string }>(
      `SELECT file_id, link_id, directory_id, idx FROM asset_kit_files WHERE kit_id = $1 AND active AND ${isRoot ? 'directory_id IS NULL' : 'directory_id = $2'}
       ORDER BY idx, link_id LIMIT ${DIRECTORY_FILES_MAX}`,
      isRoot ? [kitID] : [kitID, directoryID],
    ),
  ]);
  const files = await loadFiles(
    pool,
    links.rows.map((l) => l.file_id),
  );
  return {
    directory: {
      directoryID: dir.directory_id,
      name: dir.name,
      parentID: dir.parent_id,
      dirs: subdirs.rows.sort(byName).map((d) => ({ directoryID: d.directory_id, name: d.name })),
      files: links.rows.flatMap((l) => {
        const file = files.get(l.file_id);
        return file ? [{ ...file, linkID: l.link_id, directoryID: l.directory_id, index: Number(l.idx) }] : [];
      }),
    },
  };
};

export const fileKitLinks = async (pool: Pool, fileIDs: readonly string[], kitID: string | undefined): Promise<CallOutput<typeof Calls.assets.getFileKitLinks>> => {
  const { rows } = await pool.query<{ file_id: string; kit_id: string; link_id: string; directory_id: string | null }>(
    `SELECT kf.file_id, kf.kit_id, kf.link_id, kf.directory_id FROM asset_kit_files kf JOIN asset_kits k ON k.kit_id = kf.kit_id AND NOT k.deleted
     WHERE kf.file_id = ANY($1) AND ($2::text IS NULL OR kf.kit_id = $2) ORDER BY kf.file_id, kf.kit_id`,
    [fileIDs, kitID ?? null],
  );
  return { links: rows.map((r) => ({ fileID: r.file_id, kitID: r.kit_id, linkID: r.link_id, directoryID: r.directory_id })) };
};

export const fileDirectories = async (pool: Pool, fileIDs: readonly string[], kitID: string | undefined): Promise<CallOutput<typeof Calls.assets.getFileDirectories>> => {
  const { rows } = await pool.query<{ file_id: string; kit_id: string; directory_id: string; name: string }>(
    `SELECT kf.file_id, kf.kit_id, d.directory_id, d.name FROM asset_kit_files kf
     JOIN asset_directories d ON d.directory_id = kf.directory_id
     JOIN asset_kits k ON k.kit_id = kf.kit_id AND NOT k.deleted
     WHERE kf.file_id = ANY($1) AND ($2::text IS NULL OR kf.kit_id = $2) ORDER BY kf.file_id, kf.kit_id`,
    [fileIDs, kitID ?? null],
  );
  return { directories: rows.map((r) => ({ fileID: r.file_id, kitID: r.kit_id, directoryID: r.directory_id, name: r.name })) };
};
