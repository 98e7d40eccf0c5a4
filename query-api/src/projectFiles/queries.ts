// Review's reads of a project's files (spec 002 section 7, /files/getByIDs; common contract item 5,
// /files/getProjectFiles), from the projectFiles read model; the same files for the screen-recording
// exporter opened with a key (/exporter/getExporterFiles).
import { ApiError, type Pool } from '@wb/platform';
import { Calls, Messages } from '@wb/contracts';
import { publicQueryCall, queryCall, type QueryRoute } from '../shared/queryCall';
import { fileExportsOf } from '../exports/rows';
import { toReviewFiles, type FileRow, type MediaRow, type VersionRow } from './rows';

/** The most files one project lists: far more than a review holds, so a page is never needed. */
const MAX_PROJECT_FILES = 2000;

const FILE_COLUMNS = 'f.file_id, f.name, f.extension, f.user_name, f.svg_stats, f.created_on';

export const projectFileHandlers = (pool: Pool): QueryRoute[] => {
  /** The files' versions and media, and the answer, in the order of `files`. */
  const answerFor = async (files: readonly FileRow[]) => {
    const ids = files.map((f) => f.file_id);
    const [versions, media, fileExports] = await Promise.all([
      pool.query<VersionRow>('SELECT file_id, version, url, size, created_on FROM project_file_versions WHERE file_id = ANY($1::text[])', [ids]),
      pool.query<MediaRow>('SELECT * FROM project_file_media WHERE file_id = ANY($1::text[])', [ids]),
      fileExportsOf(pool, ids, new Date()),
    ]);
    return { files: toReviewFiles(files, versions.rows, media.rows, fileExports) };
  };

  /** Files of a project, or a scene's assets (in no kit), in the order asked; a file only the library holds is the library's to show. */
  const byIDs = async (fileIDs: readonly string[]) => {
    const ids = [...new Set(fileIDs)];
    const { rows } = await pool.query<FileRow>(
      `SELECT ${FILE_COLUMNS} FROM project_files f
       WHERE f.file_id = ANY($1::text[]) AND NOT f.deleted AND (f.kit_links = 0 OR EXISTS (SELECT 1 FROM project_file_links l WHERE l.file_id = f.file_id))`,
      [ids],
    );
    const byID = new Map(rows.map((r) => [r.file_id, r]));
    return answerFor(ids.flatMap((id) => byID.get(id) ?? []));
  };

  return [
    queryCall(Calls.files.getProjectFiles, async (input) => {
      const { rows: project } = await pool.query('SELECT 1 FROM project_file_projects WHERE project_id = $1', [input.projectID]);
      if (project.length === 0) throw new ApiError('notFound', Messages.filesOfNoProject);
      // A project's own files: its spec 001 assets (scripts, thumbnails...) are the contents page's.
      const { rows } = await pool.query<FileRow>(
        `SELECT ${FILE_COLUMNS} FROM project_file_links l JOIN project_files f ON f.file_id = l.file_id
         WHERE l.project_id = $1 AND NOT f.deleted AND f.project_asset_type IS NULL
         ORDER BY f.created_on DESC, f.file_id LIMIT ${MAX_PROJECT_FILES}`,
        [input.projectID],
      );
      return answerFor(rows);
    }),
    queryCall(Calls.files.getByIDs, (input) => byIDs(input.fileIDs)),
    // The router let through only a live key of scope exporter (the call's access).
    publicQueryCall(Calls.exporter.getExporterFiles, (input) => byIDs(input.fileIDs)),
  ];
};
