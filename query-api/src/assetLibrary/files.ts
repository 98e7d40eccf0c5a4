// Files as the asset library answers them (spec 001 section 3): the file row with its versions, and its
// tags, projects, kit links and directories, each from the read model's own tables, a few statements
// per page whatever its size.
import type { AssetFile } from '@wb/contracts';
import type { Pool } from '@wb/platform';

interface FileRow {
  file_id: string;
  uuid: string;
  name: string;
  type: string;
  status: number;
  created_on: Date;
  modified: Date;
  project_id: string | null;
  project_asset_type: string | null;
  url: string;
  size: string;
  user_id: number | null;
  user_name: string;
  versions: AssetFile['data']['versions'];
}

const groupBy = <R extends { file_id: string }, V>(rows: readonly R[], value: (row: R) => V): Map<string, V[]> => {
  const map = new Map<string, V[]>();
  for (const row of rows) map.set(row.file_id, [...(map.get(row.file_id) ?? []), value(row)]);
  return map;
};

/** The files with these ids, any status, by id (ids not found are left out). */
export const loadFiles = async (pool: Pool, fileIDs: readonly string[]): Promise<Map<string, AssetFile>> => {
  if (fileIDs.length === 0) return new Map();
  const ids = [...new Set(fileIDs)];
  const [files, tags, projects, kits] = await Promise.all([
    pool.query<FileRow>('SELECT * FROM asset_files WHERE file_id = ANY($1)', [ids]),
    pool.query<{ file_id: string; tag_id: string; name: string }>(
      'SELECT ft.file_id, t.tag_id, t.name FROM asset_file_tags ft JOIN asset_tags t USING (tag_id) WHERE ft.file_id = ANY($1) ORDER BY lower(t.name), t.tag_id',
      [ids],
    ),
    pool.query<{ file_id: string; project_id: string; name: string }>(
      `SELECT fp.file_id, fp.project_id, COALESCE(p.name, '') AS name FROM asset_file_projects fp LEFT JOIN asset_project_names p USING (project_id)
       WHERE fp.file_id = ANY($1) ORDER BY lower(p.name), fp.project_id`,
      [ids],
    ),
    pool.query<{ file_id: string; kit_id: string; kit_name: string; link_id: string; directory_id: string | null; directory_name: string | null }>(
      `SELECT kf.file_id, kf.kit_id, k.name AS kit_name, kf.link_id, kf.directory_id, d.name AS directory_name
       FROM asset_kit_files kf JOIN asset_kits k ON k.kit_id = kf.kit_id AND NOT k.deleted
       LEFT JOIN asset_directories d ON d.directory_id = kf.directory_id
       WHERE kf.file_id = ANY($1) ORDER BY lower(k.name), kf.kit_id`,
      [ids],
    ),
  ]);
  const tagsOf = groupBy(tags.rows, (r) => ({ tagID: r.tag_id, name: r.name }));
  const projectsOf = groupBy(projects.rows, (r) => ({ projectID: r.project_id, name: r.name }));
  const kitsOf = groupBy(kits.rows, (r) => ({ kitID: r.kit_id, name: r.kit_name, directoryID: r.directory_id, linkID: r.link_id }));
  const dirsOf = groupBy(
    kits.rows.filter((r) => r.directory_id !== null),
    (r) => ({ directoryID: r.directory_id ?? '', name: r.directory_name ?? '', kitID: r.kit_id }),
  );
  return new Map(
    files.rows.map((row) => [
      row.file_id,
      {
        fileID: row.file_id,
        uuid: row.uuid,
        name: row.name,
        type: row.type,
        status: row.status,
        createdOn: row.created_on.toISOString(),
        modified: row.modified.toISOString(),
        projectID: row.project_id,
        data: {
          url: row.url,
          size: Number(row.size),
          projectAssetType: row.project_asset_type,
          user: { id: row.user_id, name: row.user_name },
          versions: row.versions,
        },
        tags: tagsOf.get(row.file_id) ?? [],
        projects: projectsOf.get(row.file_id) ?? [],
        kits: kitsOf.get(row.file_id) ?? [],
        directories: dirsOf.get(row.file_id) ?? [],
      } satisfies AssetFile,
    ]),
  );
};

/** The files in the order of the ids, leaving out those not found. */
export const filesInOrder = async (pool: Pool, fileIDs: readonly string[]): Promise<AssetFile[]> => {
  const found = await loadFiles(pool, fileIDs);
  return [...new Set(fileIDs)].flatMap((id) => {
    const file = found.get(id);
    return file ? [file] : [];
  });
};
