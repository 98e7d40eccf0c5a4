// Kits as the asset library answers them, a kit's files in kit order, and a public kit for visitors.
import { ALL_KIT, FileStatus, KitVisibility, Messages, publicKitPath, type CallOutput, type Calls, type Kit, type KitFile } from '@wb/contracts';
import { ApiError, type Pool } from '@wb/platform';
import { loadFiles } from './files';

interface KitRow {
  kit_id: string;
  name: string;
  slug: string;
  root_directory_id: string;
  visibility: 'internal' | 'public-read';
  thumbnail: string | null;
  created_on: Date;
  file_count: number;
}

const toKit = (row: KitRow): Kit => ({
  kitID: row.kit_id,
  name: row.name,
  directoryID: row.root_directory_id,
  slug: row.slug,
  files: row.file_count,
  createdOn: row.created_on.toISOString(),
  data: { thumbnail: row.thumbnail, visibility: row.visibility, url: publicKitPath(row.slug) },
});

export const kitNotFound = (): ApiError => new ApiError('notFound', Messages.kitNotFound);

export const allKits = async (pool: Pool): Promise<Kit[]> => (await pool.query<KitRow>('SELECT * FROM asset_kits WHERE NOT deleted ORDER BY lower(name), kit_id')).rows.map(toKit);

/** The All kit (route /assets/all): every active file, no directories, never public, takes no uploads. */
const allKit = async (pool: Pool): Promise<Kit> => {
  const { rows } = await pool.query<{ n: number; first: Date | null }>('SELECT count(*)::int AS n, min(created_on) AS first FROM asset_files WHERE status = $1', [FileStatus.Active]);
  const created = rows[0]?.first ?? new Date(0);
  return toKit({ kit_id: ALL_KIT, name: 'All', slug: ALL_KIT, root_directory_id: ALL_KIT, visibility: 'internal', thumbnail: null, created_on: created, file_count: rows[0]?.n ?? 0 });
};

export const oneKit = async (pool: Pool, kitID: string): Promise<Kit> => {
  if (kitID === ALL_KIT) return allKit(pool);
  const row = (await pool.query<KitRow>('SELECT * FROM asset_kits WHERE kit_id = $1 AND NOT deleted', [kitID])).rows[0];
  if (!row) throw kitNotFound();
  return toKit(row);
};

interface LinkRow {
  file_id: string;
  link_id: string;
  directory_id: string | null;
  idx: string;
}

/**
 * A page of a kit's active files in kit order, with the total; the All kit lists every active file,
 * newest first (it has no order of its own).
 */
export const kitFiles = async (pool: Pool, kitID: string, start: number, count: number): Promise<{ files: KitFile[]; total: number }> => {
  let links: LinkRow[];
  let total: number;
  if (kitID === ALL_KIT) {
    const [page, counted] = await Promise.all([
      pool.query<LinkRow>(`SELECT file_id, '' AS link_id, NULL AS directory_id, 0 AS idx FROM asset_files WHERE status = $1 ORDER BY seq DESC OFFSET $2 LIMIT $3`, [FileStatus.Active, start, count]),
      pool.query<{ n: number }>('SELECT count(*)::int AS n FROM asset_files WHERE status = $1', [FileStatus.Active]),
    ]);
    links = page.rows.map((r, i) => ({ ...r, idx: String(start + i) }));
    total = counted.rows[0]?.n ?? 0;
  } else {
    const kit = await oneKit(pool, kitID);
    links = (await pool.query<LinkRow>('SELECT file_id, link_id, directory_id, idx FROM asset_kit_files WHERE kit_id = $1 AND active ORDER BY idx, link_id OFFSET $2 LIMIT $3', [kitID, start, count]))
      .rows;
    total = kit.files;
  }
  const files = await loadFiles(
    pool,
    links.map((l) => l.file_id),
  );
  return {
    files: links.flatMap((l) => {
      const file = files.get(l.file_id);
      return file ? [{ ...file, linkID: l.link_id, directoryID: l.directory_id, index: Number(l.idx) }] : [];
    }),
    total,
  };
};

type PublicKitAnswer = CallOutput<typeof Calls.assets.getPublicKit>;

/** A public-read kit by slug (case-insensitive); any other slug, existing or not, answers the same 404. */
export const publicKit = async (pool: Pool, slug: string, start: number, count: number): Promise<PublicKitAnswer> => {
  const row = (await pool.query<KitRow>('SELECT * FROM asset_kits WHERE lower(slug) = lower($1) AND NOT deleted AND visibility = $2 ORDER BY created_on LIMIT 1', [slug, KitVisibility.publicRead]))
    .rows[0];
  if (!row) throw kitNotFound();
  const { rows } = await pool.query<{ file_id: string; name: string; type: string; url: string; size: string }>(
    `SELECT f.file_id, f.name, f.type, f.url, f.size FROM asset_kit_files kf JOIN asset_files f USING (file_id)
     WHERE kf.kit_id = $1 AND kf.active ORDER BY kf.idx, kf.link_id OFFSET $2 LIMIT $3`,
    [row.kit_id, start, count],
  );
  return {
    kit: {
      kitID: row.kit_id,
      name: row.name,
      slug: row.slug,
      data: { thumbnail: row.thumbnail, visibility: 'public-read', url: publicKitPath(row.slug) },
      files: rows.map((f) => ({ fileID: f.file_id, name: f.name, type: f.type, data: { url: f.url, size: Number(f.size) } })),
      total: row.file_count,
    },
  };
};

/** The kits holding a project's active files, with those files (at most 1000 files in all). */
export const projectKits = async (pool: Pool, projectID: string): Promise<CallOutput<typeof Calls.assets.getProjectKits>> => {
  const { rows } = await pool.query<{ kit_id: string; name: string; file_id: string }>(
    `SELECT k.kit_id, k.name, kf.file_id FROM asset_file_projects fp
     JOIN asset_kit_files kf ON kf.file_id = fp.file_id AND kf.active
     JOIN asset_kits k ON k.kit_id = kf.kit_id AND NOT k.deleted
     WHERE fp.project_id = $1 ORDER BY lower(k.name), k.kit_id, kf.idx LIMIT 1000`,
    [projectID],
  );
  const files = await loadFiles(
    pool,
    rows.map((r) => r.file_id),
  );
  const kits = new Map<string, { kitID: string; name: string; files: NonNullable<ReturnType<typeof files.get>>[] }>();
  for (const r of rows) {
    const kit = kits.get(r.kit_id) ?? { kitID: r.kit_id, name: r.name, files: [] };
    const file = files.get(r.file_id);
    if (file) kit.files.push(file);
    kits.set(r.kit_id, kit);
  }
  return { kits: [...kits.values()] };
};
