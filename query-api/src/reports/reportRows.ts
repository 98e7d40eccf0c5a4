// The rows of the CSV reports, read from the asset library's read model (the assetLibrary projection's
// tables, which are the asset area's read model; nothing here writes them). The two big reports are
// read a page at a time in their index order (keyset, never OFFSET), so a library of 100,000 files is
// streamed out without holding it whole.
import { FileStatus, fileStatusLabel } from '@wb/contracts';
import type { Pool } from '@wb/platform';

/** Rows read per round trip for the paged reports. */
export const REPORT_PAGE_ROWS = 2_000;

export type Cell = string | number | null;
/**
 * A page of rows with the header's columns, or the page already written as CSV records (each ending in
 * CRLF, written as csvAnswer.ts writes rows) by a reader that has the database write them.
 */
export type Page = readonly Cell[][] | string;
/** A report's header and its pages in order: rows unless the reader writes its own records. */
export interface Report<P extends Page = readonly Cell[][]> {
  readonly header: readonly string[];
  readonly pages: () => AsyncGenerator<P>;
}

const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : d);

/** Pages by a keyset: `after` gets the last row of the page before (null for the first). */
export async function* keyset<R>(pageRows: number, read: (after: R | null) => Promise<R[]>, toCells: (r: R) => Cell[]): AsyncGenerator<Cell[][]> {
  let after: R | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows.map(toCells);
    if (rows.length < pageRows) return;
    after = rows[rows.length - 1] ?? null;
  }
}

async function* once(read: () => Promise<Cell[][]>): AsyncGenerator<Cell[][]> {
  yield await read();
}

interface FileRow {
  file_id: string;
  uuid: string;
  name: string;
  type: string;
  status: number;
  size: string;
  url: string;
  project_id: string | null;
  project_asset_type: string | null;
  user_id: number | null;
  user_name: string;
  created_on: Date;
  modified: Date;
  seq: string;
}

/** Every file (any status), oldest first. */
export const filesData = (pool: Pool, pageRows = REPORT_PAGE_ROWS): Report => ({
  header: ['File ID', 'UUID', 'Name', 'Type', 'Status', 'Size (bytes)', 'URL', 'Project ID', 'Project asset type', 'User ID', 'User name', 'Created on', 'Modified'],
  pages: () =>
    keyset<FileRow>(
      pageRows,
      async (after) =>
        (
          await pool.query<FileRow>(
            `SELECT file_id, uuid, name, type, status, size::text, url, project_id, project_asset_type, user_id, user_name, created_on, modified, seq::text
     FROM asset_files WHERE $1::bigint IS NULL OR (seq, file_id) > ($1::bigint, $2::text) ORDER BY seq, file_id LIMIT $3`,
            [after?.seq ?? null, after?.file_id ?? null, pageRows],
          )
        ).rows,
      (r) => [r.file_id, r.uuid, r.name, r.type, fileStatusLabel(r.status), Number(r.size), r.url, r.project_id, r.project_asset_type, r.user_id, r.user_name, iso(r.created_on), iso(r.modified)],
    ),
});

/** Every kit not deleted, oldest first. */
export const kitsData = (pool: Pool): Report => ({
  header: ['Kit ID', 'Name', 'URL name', 'Visibility', 'Thumbnail', 'Active files', 'Created on'],
  pages: () =>
    once(async () =>
      (
        await pool.query<{ kit_id: string; name: string; slug: string; visibility: string; thumbnail: string | null; file_count: number; created_on: Date }>(
          'SELECT kit_id, name, slug, visibility, thumbnail, file_count, created_on FROM asset_kits WHERE NOT deleted ORDER BY created_on, kit_id',
        )
      ).rows.map((r) => [r.kit_id, r.name, r.slug, r.visibility, r.thumbnail, r.file_count, iso(r.created_on)]),
    ),
});

interface KitFileRow {
  kit_id: string;
  kit_name: string;
  idx: string;
  link_id: string;
  file_id: string;
  name: string;
  type: string;
  status: number;
  size: string;
  url: string;
  directory: string | null;
  tags: string | null;
  created_on: Date;
}

/** Each active file link of each kit not deleted, in the kit's order, with its directory and tags. */
export const kitsFilesMetadata = (pool: Pool, pageRows = REPORT_PAGE_ROWS): Report => ({
  header: ['Kit ID', 'Kit name', 'File ID', 'File name', 'Type', 'Status', 'Size (bytes)', 'URL', 'Directory', 'Tags', 'Created on'],
  pages: () =>
    keyset<KitFileRow>(
      pageRows,
      async (after) =>
        (
          await pool.query<KitFileRow>(
            `SELECT kf.kit_id, k.name AS kit_name, kf.idx::text, kf.link_id, f.file_id, f.name, f.type, f.status, f.size::text, f.url, d.name AS directory, f.created_on,
       (SELECT string_agg(t.name, '; ' ORDER BY lower(t.name)) FROM asset_file_tags ft JOIN asset_tags t ON t.tag_id = ft.tag_id WHERE ft.file_id = f.file_id) AS tags
     FROM asset_kit_files kf JOIN asset_kits k ON k.kit_id = kf.kit_id AND NOT k.deleted JOIN asset_files f ON f.file_id = kf.file_id
     LEFT JOIN asset_directories d ON d.directory_id = kf.directory_id
     WHERE kf.active AND ($1::text IS NULL OR (kf.kit_id, kf.idx, kf.link_id) > ($1::text, $2::bigint, $3::text))
     ORDER BY kf.kit_id, kf.idx, kf.link_id LIMIT $4`,
            [after?.kit_id ?? null, after?.idx ?? null, after?.link_id ?? null, pageRows],
          )
        ).rows,
      (r) => [r.kit_id, r.kit_name, r.file_id, r.name, r.type, fileStatusLabel(r.status), Number(r.size), r.url, r.directory, r.tags, iso(r.created_on)],
    ),
});

/**
 * Per project and file type, how many active files the project holds: the files linked to it and the
 * files uploaded into it (counted once).
 */
export const projectFilesTypeCounts = (pool: Pool): Report => ({
  header: ['Project ID', 'Project name', 'Type', 'Files'],
  pages: () =>
    once(async () =>
      (
        await pool.query<{ project_id: string; name: string | null; type: string; files: string }>(
          `WITH links AS (
       SELECT file_id, project_id FROM asset_file_projects
       UNION SELECT file_id, project_id FROM asset_files WHERE project_id IS NOT NULL)
     SELECT l.project_id, p.name, f.type, count(*)::text AS files
     FROM links l JOIN asset_files f ON f.file_id = l.file_id AND f.status = $1 LEFT JOIN asset_project_names p ON p.project_id = l.project_id
     GROUP BY l.project_id, p.name, f.type ORDER BY l.project_id, f.type`,
          [FileStatus.Active],
        )
      ).rows.map((r) => [r.project_id, r.name, r.type, Number(r.files)]),
    ),
});

/** The kits (not deleted) with a thumbnail: where the zip of thumbnails finds them. */
export const kitThumbnails = async (pool: Pool): Promise<{ kitID: string; name: string; slug: string; thumbnail: string }[]> =>
  (
    await pool.query<{ kit_id: string; name: string; slug: string; thumbnail: string }>(
      'SELECT kit_id, name, slug, thumbnail FROM asset_kits WHERE NOT deleted AND thumbnail IS NOT NULL ORDER BY created_on, kit_id',
    )
  ).rows.map((r) => ({ kitID: r.kit_id, name: r.name, slug: r.slug, thumbnail: r.thumbnail }));
